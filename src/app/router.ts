import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './features/not-found/ErrorPage';
import { PageSpinner } from './ui';

export const router = createRouter({
  routeTree,
  // Route data lives in TanStack Query; the router asks it every time (it answers from cache).
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageSpinner,
  // A page whose data failed shows the error inside its layout: header and navigation stay.
  defaultErrorComponent: ErrorPage,
  // An unknown path always gets the full-page 404, also below a layout.
  notFoundMode: 'root',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
