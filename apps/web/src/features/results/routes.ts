import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import type { AppRootRoute } from '../../lib/route-modules';

/** Issue 17: an order's results as the customer's own data, a chunk of its own (its chart, a further one). */
export const resultsRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.orderResults,
    component: lazyRouteComponent(() => import('./components/results-screen'), 'ResultsScreen'),
  }),
];
