import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import type { AppRootRoute } from '../../lib/route-modules';

/** Issue 18: an approved order's lab-visit pass, a chunk of its own (the kept copy's reading comes with it). */
export const labVisitRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.labVisitPass,
    component: lazyRouteComponent(() => import('./pass-screen-loader')),
  }),
];
