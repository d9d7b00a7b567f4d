import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { runLazyLoader, type AppRootRoute } from '../../lib/route-modules';
import { catalogueListSearch, searchPageSearch, searchQueryPageSearch, type CatalogueSort } from './catalogue-search';

// spec/02 2.3-2.5: the catalogue, product and search screens load lazily
// (decisions.md "Catalogue screens are lazy"); only their URL schemas are in
// the first load. Their loaders start each screen's query (decisions.md
// "Route loaders") from a module fetched on first use, as the screens are.
const catalogueScreens = (name: 'CatalogueScreen' | 'TypeListScreen' | 'CategoryScreen') =>
  lazyRouteComponent(() => import('./components/catalogue-screens'), name);
const searchScreens = (name: 'SearchTextScreen' | 'SearchQueryScreen') =>
  lazyRouteComponent(() => import('./components/search-screens'), name);

const withCatalogueLoaders = (run: (loaders: typeof import('./route-loaders')) => Promise<void>): Promise<void> =>
  runLazyLoader(() => import('./route-loaders'), run);

/** Page and sort: what the paged lists' loaders depend on. */
const listDeps = ({ search }: { search: { page?: number | undefined; sort?: CatalogueSort | undefined } }) => ({
  page: search.page ?? 1,
  sort: search.sort,
});

/** The catalogue's lists, the product page and the search results. */
export const catalogueRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.catalogue,
    validateSearch: catalogueListSearch,
    loaderDeps: listDeps,
    loader: ({ context: { queryClient }, deps, preload }) =>
      withCatalogueLoaders((loaders) => loaders.loadAllProducts(queryClient, deps, preload)),
    component: catalogueScreens('CatalogueScreen'),
  }),
  // spec/02 2.1: all/panels and all/tests; another segment is worded as not found, with nothing fetched.
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.typeList,
    validateSearch: catalogueListSearch,
    loaderDeps: listDeps,
    loader: ({ context: { queryClient }, params, deps, preload }) =>
      withCatalogueLoaders((loaders) => loaders.loadTypeList(queryClient, params.panels, deps, preload)),
    component: catalogueScreens('TypeListScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.category,
    validateSearch: catalogueListSearch,
    loaderDeps: listDeps,
    loader: ({ context: { queryClient }, params, deps, preload }) =>
      withCatalogueLoaders((loaders) => loaders.loadCategory(queryClient, params.id, deps, preload)),
    component: catalogueScreens('CategoryScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.product,
    loader: ({ context: { queryClient }, params, preload }) =>
      withCatalogueLoaders((loaders) => loaders.loadProduct(queryClient, params.id, preload)),
    component: lazyRouteComponent(() => import('./components/product-screen'), 'ProductScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.searchText,
    validateSearch: searchPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
    loader: ({ context: { queryClient }, params, deps, preload }) =>
      withCatalogueLoaders((loaders) => loaders.loadSearch(queryClient, params.text, deps.page, preload)),
    component: searchScreens('SearchTextScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.search,
    validateSearch: searchQueryPageSearch,
    loaderDeps: ({ search }) => ({ query: search.query ?? '', page: search.page ?? 1 }),
    loader: ({ context: { queryClient }, deps, preload }) =>
      withCatalogueLoaders((loaders) => loaders.loadSearch(queryClient, deps.query, deps.page, preload)),
    component: searchScreens('SearchQueryScreen'),
  }),
];
