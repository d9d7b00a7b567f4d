import { lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { pageRoute, type AppRootRoute } from '../../lib/route-modules';

/** spec/02 2.6: the cart page, a chunk of its own (it carries the offline cart). */
export const cartRoutes = (root: AppRootRoute) => [
  pageRoute(root, APP_PATHS.cart, lazyRouteComponent(() => import('./components/cart-screen'), 'CartScreen')),
];
