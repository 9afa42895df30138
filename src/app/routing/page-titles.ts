import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchPage, type PagePattern } from './page-paths';

/** Title of every page: its h1, its breadcrumb and the browser tab. */
export const PAGE_TITLES: Record<PagePattern, MessageDescriptor> = {
  '/': msg`Home`,
  '/login': msg`Sign in`,
  '/register': msg`Register`,
  '/register/decor': msg`Register a decor company`,
  '/maintenance': msg`Maintenance`,
  '/projects': msg`Projects`,
  '/projects/add': msg`Add project`,
  '/projects/$uuid': msg`Project`,
  '/projects/$uuid/survey': msg`Project survey`,
  '/team': msg`Team`,
  '/team/add': msg`Add installer`,
  '/team/$uuid': msg`Team member`,
  '/user': msg`Profile`,
  '/balance': msg`Points balance`,
  '/resources': msg`Resources`,
  '/news': msg`News`,
  '/news/$uuid': msg`Article`,
  '/rewards': msg`Rewards`,
  '/shop': msg`Shop`,
  '/shop/club-card': msg`Club card`,
  '/shop/$uuid': msg`Product`,
  '/checkout': msg`Checkout`,
  '/checkout/$uuid': msg`Checkout`,
  '/orders': msg`Orders`,
  '/orders/$uuid': msg`Order`,
  '/cart': msg`Cart`,
  '/notifications': msg`Notifications`,
  '/notifications/$uuid': msg`Notification`,
  '/club-card': msg`Club card`,
  '/support/chat': msg`Support chat`,
  '/support/chat/new': msg`New conversation`,
  '/support/chat/$uuid': msg`Conversation`,
  '/verify-email': msg`Verify e-mail`,
};

export const NOT_FOUND_TITLE = msg`Page not found`;

export function pageTitle(pathname: string): MessageDescriptor {
  const page = matchPage(pathname);
  return page ? PAGE_TITLES[page] : NOT_FOUND_TITLE;
}
