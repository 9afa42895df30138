import { createRootRoute, createRoute, createRouter, Outlet, redirect, useParams, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ErrorPage } from '../features/not-found/ErrorPage';
import { PageSpinner } from '../ui/core';
import { AuditLogPage } from './AuditLogPage';
import { MaintenancePage } from './admin/MaintenancePage';
import { StaffAccountsPage } from './admin/StaffAccountsPage';
import { ChatInboxPage } from './chat/ChatInboxPage';
import { contentRoutes } from './content/content-routes';
import { CompanyPage } from './find/CompanyPage';
import { loadCompanyPageMessages } from './find/find-queries';
import { FindPage } from './find/FindPage';
import { StaffNotFound } from './NotAllowed';
import { StaffHome } from './StaffHome';
import { StaffLayout } from './StaffLayout';
import { StaffLoginPage } from './StaffLoginPage';
import { ReviewProjectPage } from './review/ReviewProjectPage';
import { ReviewQueuePage } from './review/ReviewQueuePage';
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
const maintenanceRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff/maintenance', component: MaintenancePage });
const accountsRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff/accounts', component: StaffAccountsPage });

const chatRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff/chat', component: ChatInboxPage });

const reviewRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/review',
  validateSearch: (search: Record<string, unknown>) => ({ page: Math.max(1, Math.trunc(Number(search.page)) || 1) }),
  component: ReviewQueueRoute,
});

/** The router's types are the portal's (its Register), so the console reads its own params untyped. */
function ReviewQueueRoute(): ReactElement {
  const { page } = useSearch({ strict: false }) as { page?: number };
  return <ReviewQueuePage page={page ?? 1} />;
}

const reviewProjectRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/review/$project',
  component: ReviewProjectRoute,
});

function ReviewProjectRoute(): ReactElement {
  const { project } = useParams({ strict: false }) as { project?: string };
  return <ReviewProjectPage project={project ?? ''} />;
}

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

const findRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/staff/find', component: FindPage });

const companyRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/companies/$company',
  // The portal's labels the page shows load before it; the company itself loads on the page, with its own states.
  loader: async ({ params }) => {
    await loadCompanyPageMessages();
    return params.company;
  },
  component: function Company() {
    return <CompanyPage company={companyRoute.useLoaderData()} />;
  },
});

export const staffRouter = createRouter({
  routeTree: rootRoute.addChildren([loginRoute, signedInRoute.addChildren([homeRoute, auditRoute, findRoute, companyRoute, maintenanceRoute, accountsRoute, chatRoute, reviewRoute, reviewProjectRoute, ...contentRoutes(signedInRoute), ordersRoute, topUpsRoute, orderRoute])]),
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: ErrorPage,
});

