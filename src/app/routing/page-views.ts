import type { AnyRouter } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';
import { NOT_FOUND_TITLE, pageTitle } from './page-titles';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface PageViewEvent {
  event: 'page_view';
  /** The path only: query strings and fragments may carry secrets and never leave the page. */
  page_path: string;
  page_title: string;
}

const SITE_NAME = 'Installer Club';

/**
 * On every new page: title the tab, scroll to the top, move focus to the page heading (after the
 * first page) and push a page-view event to window.dataLayer (SPEC §2).
 *
 * On 'onResolved', which a mounted router sends once the new page is rendered: the first page is
 * loaded before React mounts the router (boot/first-page.ts), and only this event reports it.
 */
export function trackPageViews(router: AnyRouter): () => void {
  // A page of the route table whose loader found nothing (someone else's notification) is a 404 too.
  const titleOf = (pathname: string) =>
    i18n._(router.state.matches.some((match) => match.status === 'notFound') ? NOT_FOUND_TITLE : pageTitle(pathname));
  const unsubscribeResolved = router.subscribe('onResolved', ({ toLocation, fromLocation, pathChanged }) => {
    if (fromLocation && !pathChanged) return;
    const title = titleOf(toLocation.pathname);
    document.title = `${title} · ${SITE_NAME}`;
    window.scrollTo(0, 0);
    if (fromLocation) document.querySelector<HTMLElement>('main h1')?.focus();
    const event: PageViewEvent = { event: 'page_view', page_path: toLocation.pathname, page_title: title };
    (window.dataLayer ??= []).push(event);
  });
  const retitle = () => {
    document.title = `${titleOf(window.location.pathname)} · ${SITE_NAME}`;
  };
  i18n.on('change', retitle);
  return () => {
    unsubscribeResolved();
    i18n.removeListener('change', retitle);
  };
}
