import { createRoute, redirect } from '@tanstack/react-router';
import { Route as rootRoute } from '../routes/__root';
import { Route as guestLayoutRoute } from '../routes/_guest';
import { Route as loginRoute } from '../routes/_guest/login';
import { Route as registerDecorRoute } from '../routes/_guest/register/decor';
import { Route as registerRoute } from '../routes/_guest/register/index';
import { Route as maintenanceRoute } from '../routes/maintenance';

/**
 * The routes a guest's start needs (/login, /register, /maintenance), placed as routeTree.gen.ts
 * places them, and a catch-all that brings the whole route table (routeTree.gen.ts, with every
 * signed-in page's route, loader stub and preload list) before it resolves any other address: a
 * guest's start-up code then carries none of it (/login budget, docs/performance.md).
 *
 * routeTree.gen.ts, once imported, gives the same route objects their places again and replaces the
 * root's children; tests/app/guest-route-tree.test.ts checks that both agree.
 */
export function guestRouteTree(loadAllRoutes: () => Promise<void>) {
  const guestLayout = guestLayoutRoute.update({ id: '/_guest', getParentRoute: () => rootRoute } as never);
  const children = [
    loginRoute.update({ id: '/login', path: '/login', getParentRoute: () => guestLayout } as never),
    registerDecorRoute.update({ id: '/register/decor', path: '/register/decor', getParentRoute: () => guestLayout } as never),
    registerRoute.update({ id: '/register/', path: '/register/', getParentRoute: () => guestLayout } as never),
  ];
  const anyOtherAddress = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    // Resolved again once the whole table is in place: the signed-in page, its guard or the 404.
    beforeLoad: async ({ location }) => {
      await loadAllRoutes();
      throw redirect({ href: location.href, replace: true });
    },
  });
  return rootRoute.addChildren([
    guestLayout.addChildren(children),
    maintenanceRoute.update({ id: '/maintenance', path: '/maintenance', getParentRoute: () => rootRoute } as never),
    anyOtherAddress,
  ]);
}
