import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { accountSearch } from '../features/profile/account-search';
import { paths } from '../lib/paths';
import type { AppRootRoute } from '../lib/route-modules';

/**
 * spec/01 2.6: the account area is a chunk of its own (the storefront's first
 * load does not carry its forms), composed here from the profile and orders
 * features (account-screen.tsx). /cabinet is its old name.
 */
export const accountRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.account,
    validateSearch: accountSearch,
    component: lazyRouteComponent(() => import('./account-screen'), 'AccountScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.cabinet,
    beforeLoad: () => {
      throw redirect({ ...paths.account(), replace: true });
    },
  }),
];
