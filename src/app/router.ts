import { createRouter } from '@tanstack/react-router';
import type { routeTree } from './routeTree.gen';
import { ErrorPage } from './features/not-found/ErrorPage';
import { guestRouteTree } from './routing/guest-route-tree';
import { PageSpinner } from './ui/core';

let allRoutes: Promise<void> | undefined;

/**
 * Brings the whole route table (once; again after a failed download) and lets the router match
 * against it. Signed in, the portal starts with it; a guest gets it when he opens any address
 * beyond /login, /register and /maintenance (guest-route-tree.ts), signing in included.
 */
export function loadAllRoutes(): Promise<void> {
  allRoutes ??= import('./routeTree.gen').then(
    () => {
      // The same root route, given all its children by the import: the router indexes it again.
      router.setRoutes(router.buildRouteTree());
    },
    (error: unknown) => {
      allRoutes = undefined;
      throw error;
    },
  );
  return allRoutes;
}

export const router = createRouter({
  // Typed as the whole table it becomes: every link and hook is checked against all routes.
  routeTree: guestRouteTree(loadAllRoutes) as unknown as typeof routeTree,
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
