import {
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  redirect,
  type RouteComponent,
} from '@tanstack/react-router';
import { paths } from '../lib/paths';
import { CatchAllScreen } from './catch-all-screen';
import { RootLayout } from './root-layout';
import { HomeScreen, SearchQueryScreen, SearchTextScreen, titledScreen } from './screens';
import {
  dashboardSearch,
  loginAsSearch,
  passwordResetSearch,
  searchQuerySearch,
  unsubscribeSearch,
} from './search-schemas';

// spec/01 2.1 and spec/02 2.1: every route of the product. Paths keep the
// spec's spelling and case (orderHistory, ResetPassword, dashboard.users).

const rootRoute = createRootRoute({ component: RootLayout });

/** A route with no search parameters; the path literal is kept so links to it are type-checked. */
const route = <const TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: passwordResetSearch,
  component: HomeScreen,
});

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: searchQuerySearch,
  component: SearchQueryScreen,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ResetPassword',
  validateSearch: passwordResetSearch,
  component: HomeScreen,
});

const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/disableNonTransactionalEmails',
  validateSearch: unsubscribeSearch,
  component: HomeScreen,
});

const loginAsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth',
  validateSearch: loginAsSearch,
  component: titledScreen('loginAs'),
});

const cabinetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cabinet',
  beforeLoad: () => {
    throw redirect({ ...paths.account(), replace: true });
  },
});

// DESIGN.md Web app: the dashboard is a chunk of its own, fetched only when
// an administrator opens it; the service worker does not precache it either.
const dashboardScreens = (name: 'DashboardScreen' | 'InfusionsoftScreen' | 'UsersScreen') =>
  lazyRouteComponent(() => import('../features/dashboard/components/dashboard-screens'), name);

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  validateSearch: dashboardSearch,
  component: dashboardScreens('DashboardScreen'),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  route('/all', titledScreen('catalogue')),
  route('/all/$panels', titledScreen('catalogue')),
  route('/category/$id', titledScreen('category')),
  route('/product/$id', titledScreen('product')),
  route('/product/$id/promocode/$code', titledScreen('product')),
  route('/promocode/$code', HomeScreen),
  route('/search/$text', SearchTextScreen),
  searchRoute,
  route('/testcenters', titledScreen('testCenters')),
  route('/cart', titledScreen('cart')),
  route('/checkout', titledScreen('checkout')),
  route('/account', titledScreen('account')),
  cabinetRoute,
  route('/orderHistory', titledScreen('orderHistory')),
  dashboardRoute,
  route('/dashboard/infusionsoft', dashboardScreens('InfusionsoftScreen')),
  route('/dashboard.users', dashboardScreens('UsersScreen')),
  route('/blog', titledScreen('blog')),
  route('/blog/explore-more', titledScreen('blogExploreMore')),
  route('/blog/$slug', titledScreen('blogArticle')),
  resetPasswordRoute,
  unsubscribeRoute,
  route('/confirm/$user/$security', titledScreen('emailConfirmation')),
  loginAsRoute,
  // Anything else: a content page of the navigation list, or not found (spec/01 2.6).
  route('$', CatchAllScreen),
]);
