import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { ErrorPage } from '../features/not-found/ErrorPage';
import { PageSpinner } from '../ui/core';
import { AuditLogPage } from './AuditLogPage';
import { StaffNotFound } from './NotAllowed';
import { StaffHome } from './StaffHome';
import { StaffLayout } from './StaffLayout';
import { StaffLoginPage } from './StaffLoginPage';
import { isStaffSignedIn } from './staff-session';
import { OrderPage } from './orders/OrderPage';
import { OrderQueuePage } from './orders/OrderQueuePage';
import { QueueSearchSchema } from './orders/queue-search';
import { TopUpsPage } from './orders/TopUpsPage';
import * as v from 'valibot';

/**
 * The console's own route table (issue 27 §2): /staff/login for guests, the signed-in pages inside
 * StaffLayout. Code-based and apart from the portal's file routes (routeTree.gen.ts), so that
 * nothing of the console reaches an installer's bundles.
 */
/** Any other /staff address: the console's 404. */
const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: StaffNotFound });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff/login',
  beforeLoad: () => {
    if (isStaffSignedIn()) throw redirect({ href: '/staff', replace: true });
  },
  component: StaffLoginPage,
});

const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: () => {
    if (!isStaffSignedIn()) throw redirect({ href: '/staff/login', replace: true });
  },
  component: StaffLayout,
  notFoundComponent: StaffNotFound,
});

const homeRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff', component: StaffHome });

const auditRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff/audit', component: AuditLogPage });

const ordersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/orders',
  validateSearch: (search) => v.parse(QueueSearchSchema, search),
  component: () => <OrderQueuePage search={ordersRoute.useSearch()} />,
});
const topUpsRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff/orders/top-ups', component: TopUpsPage });
const orderRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/orders/$order',
  // The console's router is not the registered (installer's) one: its params are typed here.
  component: () => <OrderPage uuid={(orderRoute.useParams() as { order: string }).order} />,
});

export const staffRouter = createRouter({
  routeTree: rootRoute.addChildren([loginRoute, signedInRoute.addChildren([homeRoute, auditRoute, ordersRoute, topUpsRoute, orderRoute])]),
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: ErrorPage,
});

