import { createRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { APP_PATHS } from '@labstore/domain';
import { pageRoute, type AppRootRoute } from '../lib/route-modules';
import { HomeScreen } from './screens';
import { passwordResetSearch, unsubscribeSearch } from './search-schemas';

// spec/02 2.1: a promo link shows the home page with the checkout feature's
// promo welcome dialog over it, a chunk of its own.
const PromoLinkLanding = lazy(() => import('../features/checkout/components/promo-link').then((module) => ({ default: module.PromoLinkLanding })));

function PromoHomeScreen() {
  return (
    <>
      <HomeScreen />
      <Suspense fallback={null}>
        <PromoLinkLanding />
      </Suspense>
    </>
  );
}

/** The routes that show the home page: the root, a promo link, and the e-mailed links whose dialogs open over it. */
export const homeRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.home,
    validateSearch: passwordResetSearch,
    component: HomeScreen,
  }),
  pageRoute(root, APP_PATHS.promo, PromoHomeScreen),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.resetPassword,
    validateSearch: passwordResetSearch,
    component: HomeScreen,
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.unsubscribe,
    validateSearch: unsubscribeSearch,
    component: HomeScreen,
  }),
];
