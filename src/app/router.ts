import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './features/not-found/ErrorPage';
import { PageSpinner } from './ui/core';

export const router = createRouter({
  routeTree,
  // Route data lives in TanStack Query; the router asks it every time (it answers from cache).
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageSpinner,
  // A page whose data failed shows the error inside its layout: header and navigation stay.
  defaultErrorComponent: ErrorPage,
});

/**
 * Starts loading the code of the routes the current address matches (their components, split
 * off into chunks of their own) without running guards or loaders, which the router does once it
 * renders. A failed load is left to that later attempt, which shows the error.
 */
export function preloadCurrentRouteCode(): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
