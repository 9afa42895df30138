import * as v from 'valibot';

/** `?page=` of a paged list: kept only when it is a page number; anything else shows the first page. */
const PageSearch = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

/** The route option `validateSearch` of a paged list. */
export const validatePageSearch = (search: Record<string, unknown>) => v.parse(PageSearch, search);

/** The route option `loaderDeps` of a paged list: the page, 1 when the address names none. */
export const pageDeps = ({ search }: { search: { page?: number } }) => ({ page: search.page ?? 1 });
