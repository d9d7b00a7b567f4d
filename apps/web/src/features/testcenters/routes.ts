import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import type { AppRootRoute } from '../../lib/route-modules';
import { testCentersSearch } from './test-centers-search';

/** spec/02 2.11: the test center finder, a chunk of its own (its map, Leaflet, a further one). */
export const testCentersRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.testCenters,
    validateSearch: testCentersSearch,
    component: lazyRouteComponent(() => import('./components/test-centers-screen'), 'TestCentersScreen'),
  }),
];
