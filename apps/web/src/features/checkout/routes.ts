import { lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { pageRoute, type AppRootRoute } from '../../lib/route-modules';

/**
 * spec/02 2.7: checkout is a chunk of its own, like its promo link landing
 * on a product (spec/02 2.1: the product with the promo welcome dialog over it).
 */
export const checkoutRoutes = (root: AppRootRoute) => [
  pageRoute(root, APP_PATHS.productPromo, lazyRouteComponent(() => import('./components/promo-link'), 'PromoLinkLanding')),
  pageRoute(root, APP_PATHS.checkout, lazyRouteComponent(() => import('./components/checkout-screen'), 'CheckoutScreen')),
];
