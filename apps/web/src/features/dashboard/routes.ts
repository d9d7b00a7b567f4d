import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { createElement } from 'react';
import { pageRoute, type AppRootRoute } from '../../lib/route-modules';
import { dashboardSearch } from './dashboard-search';
import type { LoadDashboardEnvironment } from './gate/dashboard-environment';

// DESIGN.md Web app: /dashboard first loads its door (gate/), a small public
// chunk that checks the session; only an administrator's door then fetches
// the dashboard's own admin-* chunks, which the service worker never
// precaches (vite.config.ts ADMIN_FOLDERS, PUBLIC_DOORS).
const DashboardGate = lazyRouteComponent(() => import('./gate/dashboard-gate'), 'DashboardGate');

/** spec/03 2 Routes: the dashboard; dashboard/infusionsoft and dashboard.users open it on their tabs (tab-selection.ts). */
export const dashboardRoutes = (root: AppRootRoute, loadEnvironment: LoadDashboardEnvironment) => {
  const dashboardGate = () => createElement(DashboardGate, { loadEnvironment });
  return [
    createRoute({ getParentRoute: () => root, path: APP_PATHS.dashboard, validateSearch: dashboardSearch, component: dashboardGate }),
    pageRoute(root, APP_PATHS.dashboardInfusionsoft, dashboardGate),
    pageRoute(root, APP_PATHS.dashboardUsers, dashboardGate),
  ];
};
