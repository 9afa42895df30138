import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { PageSpinner } from './ui';

export const router = createRouter({
  routeTree,
  // Route data lives in TanStack Query; the router asks it every time (it answers from cache).
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageSpinner,
  // An unknown path always gets the full-page 404, also below a layout.
  notFoundMode: 'root',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
