/**
 * The page paths of SPEC §2's route table, as patterns ("$uuid" matches one segment). Pure: the
 * breadcrumbs, page titles and analytics read pages through here.
 */
export const PAGE_PATTERNS = [
  '/',
  '/login',
  '/register',
  '/register/decor',
  '/maintenance',
  '/projects',
  '/projects/add',
  '/projects/$uuid',
  '/projects/$uuid/survey',
  '/team',
  '/team/add',
  '/team/$uuid',
  '/user',
  '/balance',
  '/resources',
  '/news',
  '/news/$uuid',
  '/rewards',
  '/shop',
  '/shop/club-card',
  '/shop/$uuid',
  '/checkout',
  '/checkout/$uuid',
  '/orders',
  '/orders/$uuid',
  '/cart',
  '/notifications',
  '/notifications/$uuid',
  '/club-card',
  '/support/chat',
  '/support/chat/new',
  '/support/chat/$uuid',
  '/verify-email',
] as const;

export type PagePattern = (typeof PAGE_PATTERNS)[number];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: PagePattern, parts: readonly string[]): boolean {
  const patternParts = segments(pattern);
  return patternParts.length === parts.length && patternParts.every((part, i) => part === '$uuid' || part === parts[i]);
}

/** The page a path shows; fixed segments win over "$uuid" (/shop/club-card is not a product). */
export function matchPage(pathname: string): PagePattern | null {
  const parts = segments(pathname);
  const candidates = PAGE_PATTERNS.filter((pattern) => matches(pattern, parts));
  return candidates.find((pattern) => !pattern.includes('$')) ?? candidates[0] ?? null;
}

export interface Crumb {
  /** The path this crumb links to. */
  path: string;
  page: PagePattern;
}

/**
 * Breadcrumbs derived from the path: home, then every leading part of the path that is a page
 * of its own (/support is not, /support/chat is). Empty for the home page itself.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const parts = segments(pathname);
  if (parts.length === 0) return [];
  const trail: Crumb[] = [{ path: '/', page: '/' }];
  for (let i = 1; i <= parts.length; i += 1) {
    const path = `/${parts.slice(0, i).join('/')}`;
    const page = matchPage(path);
    if (page) trail.push({ path, page });
  }
  return trail;
}
