import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { paths } from '../../lib/paths';
import type { AppRootRoute } from '../../lib/route-modules';
import { dashboardSearch } from './dashboard-search';
import { INFUSIONSOFT_TAB, USERS_TAB } from './tab-names';

// DESIGN.md Web app: /dashboard first loads its door (gate/), a small public
// chunk that checks the session; only an administrator's door then fetches
// the dashboard's own admin-* chunks, which the service worker never
// precaches (vite.config.ts ADMIN_FOLDERS, PUBLIC_DOORS).

/** spec/03 2 Routes: the dashboard, and its Infusionsoft and users entries as tabs of it. */
export const dashboardRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.dashboard,
    validateSearch: dashboardSearch,
    component: lazyRouteComponent(() => import('./gate/dashboard-gate'), 'DashboardGate'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.dashboardInfusionsoft,
    validateSearch: dashboardSearch,
    // The CRM sends the person back here with its code: kept for the tab.
    beforeLoad: ({ search }) => {
      throw redirect({ ...paths.dashboard(), search: { tab: INFUSIONSOFT_TAB, code: search.code }, replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.dashboardUsers,
    beforeLoad: () => {
      throw redirect({ ...paths.dashboard(), search: { tab: USERS_TAB }, replace: true });
    },
  }),
];
