import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { ErrorPage } from '../features/not-found/ErrorPage';
import { PageSpinner } from '../ui/core';
import { AuditLogPage } from './AuditLogPage';
import { CompanyPage } from './find/CompanyPage';
import { loadCompanyPageMessages } from './find/find-queries';
import { FindPage } from './find/FindPage';
import { StaffNotFound } from './NotAllowed';
import { StaffHome } from './StaffHome';
import { StaffLayout } from './StaffLayout';
import { StaffLoginPage } from './StaffLoginPage';
import { isStaffSignedIn } from './staff-session';

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
  routeTree: rootRoute.addChildren([loginRoute, signedInRoute.addChildren([homeRoute, auditRoute, findRoute, companyRoute])]),
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: ErrorPage,
});

