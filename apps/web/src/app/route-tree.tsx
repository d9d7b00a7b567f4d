import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  type RouteComponent,
} from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { completeLoginAsLanding, takeCodeOffAddress } from '../features/session/login-as-landing';
import { catalogueListSearch, searchPageSearch, searchQueryPageSearch, type CatalogueSort } from '../features/catalogue/catalogue-search';
import { exploreMoreSearch } from '../features/blog/blog-search';
import { accountSearch } from '../features/profile/account-search';
import { testCentersSearch } from '../features/testcenters/test-centers-search';
import { APP_PATHS } from '@labstore/domain';
import { paths } from '../lib/paths';
import { CatchAllScreen } from './catch-all-screen';
import { RootLayout } from './root-layout';
import { HomeScreen } from './screens';
import { dashboardSearch, passwordResetSearch, unsubscribeSearch } from './search-schemas';

// spec/01 2.1 and spec/02 2.1: every route of the product. Paths keep the
// spec's spelling and case (orderHistory, ResetPassword, dashboard.users).

/** What every route's loader gets: the app's one QueryClient (router.tsx). */
interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

/** A route with no search parameters; the path literal is kept so links to it are type-checked. */
const route = <const TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.home,
  validateSearch: passwordResetSearch,
  component: HomeScreen,
});

// spec/02 2.3-2.5: the catalogue, product and search screens load lazily
// (decisions.md "Catalogue screens are lazy"); only their URL schemas are in
// the first load. Their loaders start each screen's query (decisions.md
// "Route loaders") from a module fetched on first use, as the screens are.
const catalogueScreens = (name: 'CatalogueScreen' | 'TypeListScreen' | 'CategoryScreen') =>
  lazyRouteComponent(() => import('../features/catalogue/components/catalogue-screens'), name);
const searchScreens = (name: 'SearchTextScreen' | 'SearchQueryScreen') =>
  lazyRouteComponent(() => import('../features/catalogue/components/search-screens'), name);

type CatalogueLoaders = typeof import('../features/catalogue/route-loaders');

/**
 * Runs a catalogue loader. Never fails the route: should its module not
 * load, the screen fetches its data itself when it renders.
 */
const withCatalogueLoaders = (run: (loaders: CatalogueLoaders) => Promise<void>): Promise<void> =>
  import('../features/catalogue/route-loaders').then(run).catch(() => undefined);

/** Page and sort: what the paged lists' loaders depend on. */
const listDeps = ({ search }: { search: { page?: number | undefined; sort?: CatalogueSort | undefined } }) => ({
  page: search.page ?? 1,
  sort: search.sort,
});

const catalogueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.catalogue,
  validateSearch: catalogueListSearch,
  loaderDeps: listDeps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    withCatalogueLoaders((loaders) => loaders.loadAllProducts(queryClient, deps, preload)),
  component: catalogueScreens('CatalogueScreen'),
});

// spec/02 2.1: all/panels and all/tests; another segment is worded as not found, with nothing fetched.
const typeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.typeList,
  validateSearch: catalogueListSearch,
  loaderDeps: listDeps,
  loader: ({ context: { queryClient }, params, deps, preload }) =>
    withCatalogueLoaders((loaders) => loaders.loadTypeList(queryClient, params.panels, deps, preload)),
  component: catalogueScreens('TypeListScreen'),
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.category,
  validateSearch: catalogueListSearch,
  loaderDeps: listDeps,
  loader: ({ context: { queryClient }, params, deps, preload }) =>
    withCatalogueLoaders((loaders) => loaders.loadCategory(queryClient, params.id, deps, preload)),
  component: catalogueScreens('CategoryScreen'),
});

const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.product,
  loader: ({ context: { queryClient }, params, preload }) =>
    withCatalogueLoaders((loaders) => loaders.loadProduct(queryClient, params.id, preload)),
  component: lazyRouteComponent(() => import('../features/catalogue/components/product-screen'), 'ProductScreen'),
});

const searchTextRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.searchText,
  validateSearch: searchPageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps, preload }) =>
    withCatalogueLoaders((loaders) => loaders.loadSearch(queryClient, params.text, deps.page, preload)),
  component: searchScreens('SearchTextScreen'),
});

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.search,
  validateSearch: searchQueryPageSearch,
  loaderDeps: ({ search }) => ({ query: search.query ?? '', page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps, preload }) =>
    withCatalogueLoaders((loaders) => loaders.loadSearch(queryClient, deps.query, deps.page, preload)),
  component: searchScreens('SearchQueryScreen'),
});

// spec/02 2.12: the blog's screens are a lazy chunk of their own, the
// article one apart (it needs no form kit until its wide-screen subscribe
// box; issue 10); their loaders start the screens' queries from a module
// fetched on first use, as the catalogue's do (and never fail the route).
const blogScreens = (name: 'BlogHomeScreen' | 'ExploreMoreScreen') =>
  lazyRouteComponent(() => import('../features/blog/components/blog-screens'), name);

const withBlogLoaders = (run: (loaders: typeof import('../features/blog/route-loaders')) => Promise<void>): Promise<void> =>
  import('../features/blog/route-loaders').then(run).catch(() => undefined);

const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.blog,
  loader: ({ context: { queryClient }, preload }) => withBlogLoaders((loaders) => loaders.loadBlogHome(queryClient, preload)),
  component: blogScreens('BlogHomeScreen'),
});

const exploreMoreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.blogExploreMore,
  validateSearch: exploreMoreSearch,
  loaderDeps: ({ search }) => ({ title: (search.title ?? '').trim(), page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps, preload }) =>
    withBlogLoaders((loaders) => loaders.loadExploreMore(queryClient, deps.title, deps.page, preload)),
  component: blogScreens('ExploreMoreScreen'),
});

const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.blogArticle,
  loader: ({ context: { queryClient }, params, preload }) => withBlogLoaders((loaders) => loaders.loadArticle(queryClient, params.slug, preload)),
  component: lazyRouteComponent(() => import('../features/blog/components/article-screen'), 'ArticleScreen'),
});

// spec/02 2.11: the test center finder, a chunk of its own (its map, Leaflet, a further one).
const testCentersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.testCenters,
  validateSearch: testCentersSearch,
  component: lazyRouteComponent(() => import('../features/testcenters/components/test-centers-screen'), 'TestCentersScreen'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.resetPassword,
  validateSearch: passwordResetSearch,
  component: HomeScreen,
});

const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.unsubscribe,
  validateSearch: unsubscribeSearch,
  component: HomeScreen,
});

// spec/01 2.7, issue 14: the login-as landing exchanges the single-use code
// of its fragment for the session and goes to the root; nothing is rendered,
// and no query parameter is read (docs/security.md).
const loginAsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.loginAs,
  beforeLoad: async ({ location }) => {
    if (takeCodeOffAddress(location)) throw redirect({ to: APP_PATHS.loginAs, replace: true });
    await completeLoginAsLanding();
    throw redirect({ ...paths.home(), replace: true });
  },
});

// spec/01 2.5, 4: the e-mailed activation link; a chunk with the accounts feature's strings.
const emailConfirmedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.emailConfirmed,
  component: lazyRouteComponent(() => import('../features/accounts/components/email-confirmed-screen'), 'EmailConfirmedScreen'),
});

// spec/01 2.6: the account area is a chunk of its own (the storefront's first
// load does not carry its forms). /cabinet is its old name; /orderHistory
// opens its Order History tab.
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.account,
  validateSearch: accountSearch,
  component: lazyRouteComponent(() => import('./account-screen'), 'AccountScreen'),
});

const cabinetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.cabinet,
  beforeLoad: () => {
    throw redirect({ ...paths.account(), replace: true });
  },
});

const orderHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.orderHistory,
  beforeLoad: () => {
    throw redirect({ ...paths.account(), search: { tab: 'orderHistory' }, replace: true });
  },
});

// DESIGN.md Web app: the dashboard is a chunk of its own, fetched only when
// an administrator opens it; the service worker does not precache it either.
const dashboardScreens = (name: 'DashboardScreen' | 'InfusionsoftScreen' | 'UsersScreen') =>
  lazyRouteComponent(() => import('../features/dashboard/components/dashboard-screens'), name);

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.dashboard,
  validateSearch: dashboardSearch,
  component: dashboardScreens('DashboardScreen'),
});

// spec/02 2.7: checkout is a chunk of its own, like its promo link landing
// (spec/02 2.1): a promo link shows the home page, or goes on to the
// product, with the promo welcome dialog over it.
const checkoutScreen = lazyRouteComponent(() => import('../features/checkout/components/checkout-screen'), 'CheckoutScreen');
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

export const routeTree = rootRoute.addChildren([
  homeRoute,
  catalogueRoute,
  typeListRoute,
  categoryRoute,
  productRoute,
  route(APP_PATHS.productPromo, lazyRouteComponent(() => import('../features/checkout/components/promo-link'), 'PromoLinkLanding')),
  route(APP_PATHS.promo, PromoHomeScreen),
  searchTextRoute,
  searchRoute,
  testCentersRoute,
  // spec/02 2.6: the cart page, a chunk of its own (it carries the offline cart).
  route(APP_PATHS.cart, lazyRouteComponent(() => import('../features/cart/components/cart-screen'), 'CartScreen')),
  route(APP_PATHS.checkout, checkoutScreen),
  accountRoute,
  cabinetRoute,
  orderHistoryRoute,
  dashboardRoute,
  route(APP_PATHS.dashboardInfusionsoft, dashboardScreens('InfusionsoftScreen')),
  route(APP_PATHS.dashboardUsers, dashboardScreens('UsersScreen')),
  blogRoute,
  exploreMoreRoute,
  articleRoute,
  resetPasswordRoute,
  unsubscribeRoute,
  emailConfirmedRoute,
  loginAsRoute,
  // Anything else: a content page of the navigation list, or not found (spec/01 2.6).
  route('$', CatchAllScreen),
]);
