import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { pageRoute, type AppRootRoute } from '../../lib/route-modules';
import { dashboardSearch } from './dashboard-search';

// DESIGN.md Web app: the dashboard is a chunk of its own, fetched only when
// an administrator opens it; the service worker does not precache it either
// (vite.config.ts ADMIN_FOLDERS).
const dashboardScreens = (name: 'DashboardScreen' | 'InfusionsoftScreen' | 'UsersScreen') =>
  lazyRouteComponent(() => import('./components/dashboard-screens'), name);

/** spec/03: the dashboard and its Infusionsoft and users pages. */
export const dashboardRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.dashboard,
    validateSearch: dashboardSearch,
    component: dashboardScreens('DashboardScreen'),
  }),
  pageRoute(root, APP_PATHS.dashboardInfusionsoft, dashboardScreens('InfusionsoftScreen')),
  pageRoute(root, APP_PATHS.dashboardUsers, dashboardScreens('UsersScreen')),
];
