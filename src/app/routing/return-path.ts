/**
 * Where a guest goes after signing in: the signed-in page they opened (a deep link such as
 * /notifications/{uuid}), carried through /login as `?next=`. Only the path travels: no query
 * string, fragment or token. It is checked on the way in and on the way out, so that `next`
 * can never send anyone off the portal (an open redirect) or to a page that is not a signed-in one.
 */
import { matchPage, type PagePattern } from './page-paths';

/** Pages a guest may be sent back to: every signed-in page but home, which is where sign-in leads anyway. */
const NOT_RETURNED_TO: readonly PagePattern[] = ['/', '/login', '/register', '/register/decor', '/maintenance'];

/** One path segment as the portal's paths spell them: letters, digits and dashes (ids, slugs). */
const SEGMENT = /^[A-Za-z0-9-]+$/;

/** The path to return to after signing in, or null when `value` is not a signed-in page of the portal. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 200) return null;
  const segments = value.split('/').slice(1);
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const page = matchPage(value);
  return page && !NOT_RETURNED_TO.includes(page) ? value : null;
}
