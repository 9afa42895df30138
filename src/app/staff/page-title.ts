import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';

/**
 * The browser tab's title of every console page ("Audit log · Staff console"), so a member with
 * several tabs open tells them apart. A desk adds its pages here by route path, as the router
 * declares it ('/staff/companies/$company'); a page without a line is titled by the console alone.
 */
export const STAFF_PAGE_TITLES: Record<string, MessageDescriptor> = {
  '/staff': msg`Desks`,
  '/staff/login': msg`Sign in`,
  '/staff/audit': msg`Audit log`,
  '/staff/maintenance': msg`Maintenance`,
  '/staff/accounts': msg`Staff accounts`,
};

const CONSOLE = msg`Staff console`;
const NOT_FOUND = msg`Page not found`;

/** The tab title of the router's current page. */
export function staffDocumentTitle(router: AnyRouter): string {
  const matches = router.state.matches;
  const page = matches.some((match) => match.status === 'notFound') ? NOT_FOUND : STAFF_PAGE_TITLES[matches.at(-1)?.fullPath ?? ''];
  return [page, CONSOLE].filter((part) => part !== undefined).map((part) => i18n._(part)).join(' · ');
}

/** Titles the tab on every page the router shows, and again when the language changes. */
export function trackStaffPageTitles(router: AnyRouter): () => void {
  const retitle = () => {
    document.title = staffDocumentTitle(router);
  };
  const unsubscribe = router.subscribe('onResolved', retitle);
  i18n.on('change', retitle);
  return () => {
    unsubscribe();
    i18n.removeListener('change', retitle);
  };
}
