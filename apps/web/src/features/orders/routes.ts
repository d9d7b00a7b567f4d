import { createRoute, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { paths } from '../../lib/paths';
import type { AppRootRoute } from '../../lib/route-modules';

/** spec/01 2.6: /orderHistory opens the account area's Order History tab. */
export const ordersRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.orderHistory,
    beforeLoad: () => {
      throw redirect({ ...paths.account(), search: { tab: 'orderHistory' }, replace: true });
    },
  }),
];
