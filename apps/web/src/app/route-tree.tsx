import { createRootRouteWithContext } from '@tanstack/react-router';
import { sessionRoutes } from '../features/session/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { blogRoutes } from '../features/blog/routes';
import { testCentersRoutes } from '../features/testcenters/routes';
import { accountsRoutes } from '../features/accounts/routes';
import { cartRoutes } from '../features/cart/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { ordersRoutes } from '../features/orders/routes';
import { resultsRoutes } from '../features/results/routes';
import { labVisitRoutes } from '../features/lab-visit/routes';
import { sharedDocumentRoutes } from '../features/shared-document/routes';
import { pageRoute, type AppRootRoute, type RouterContext } from '../lib/route-modules';
import { accountRoutes } from './account-routes';
// The layout's stylesheet comes before the home page's: the order of the
// imports is the order of the rules in the first load's stylesheet.
import { CatchAllScreen } from './catch-all-screen';
import { RootLayout } from './root-layout';
import { homeRoutes } from './home-routes';

// spec/01 2.1 and spec/02 2.1: every route of the product, each feature's
// from its own routes file. Paths keep the spec's spelling and case
// (orderHistory, ResetPassword, dashboard.users).

// What the dashboard needs of other features, fetched with the dashboard (features do not import each other).
const loadDashboardEnvironment = () => import('./dashboard-environment').then((module) => module.dashboardEnvironment);

const rootRoute: AppRootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

export const routeTree = rootRoute.addChildren([
  ...homeRoutes(rootRoute),
  ...catalogueRoutes(rootRoute),
  ...testCentersRoutes(rootRoute),
  ...cartRoutes(rootRoute),
  ...checkoutRoutes(rootRoute),
  ...accountRoutes(rootRoute),
  ...ordersRoutes(rootRoute),
  ...resultsRoutes(rootRoute),
  ...labVisitRoutes(rootRoute),
  ...sharedDocumentRoutes(rootRoute),
  ...dashboardRoutes(rootRoute, loadDashboardEnvironment),
  ...blogRoutes(rootRoute),
  ...accountsRoutes(rootRoute),
  ...sessionRoutes(rootRoute),
  // Anything else: a content page of the navigation list, or not found (spec/01 2.6).
  pageRoute(rootRoute, '$', CatchAllScreen),
]);
