import { createRoute, type AnyRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StaffContentQuery } from '../../../contract/staff-content';
import { EditContentPage, NewContentPage } from './ContentEditorPage';
import { ContentListPage } from './ContentListPage';
import { SerialImportPage } from './SerialImportPage';

/** The list's filters and page live in the address; anything unreadable there is simply dropped. */
const ContentSearch = v.object({
  type: v.fallback(StaffContentQuery.entries.type, undefined),
  region: v.fallback(StaffContentQuery.entries.region, undefined),
  language: v.fallback(StaffContentQuery.entries.language, undefined),
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
});

/** The content desk's pages (issue 27 §2 "Content") under the console's signed-in layout. */
export function contentRoutes(parent: AnyRoute) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: '/staff/content',
    validateSearch: (search: Record<string, unknown>) => v.parse(ContentSearch, search),
    component: function ContentList() {
      return <ContentListPage search={list.useSearch()} />;
    },
  });
  const create = createRoute({ getParentRoute: () => parent, path: '/staff/content/new', component: NewContentPage });
  const serials = createRoute({ getParentRoute: () => parent, path: '/staff/content/serials', component: SerialImportPage });
  const edit = createRoute({
    getParentRoute: () => parent,
    path: '/staff/content/$uuid',
    component: function EditContent() {
      return <EditContentPage uuid={(edit.useParams() as { uuid: string }).uuid} />;
    },
  });
  return [list, create, serials, edit];
}
