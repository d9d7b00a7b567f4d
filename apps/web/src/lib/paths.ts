import { linkOptions } from '@tanstack/react-router';
import type { CatalogueListSearch, TypeList } from './catalogue-urls';
import { zipSearchParam } from './zip-url';

// The one place links are built (STYLE.md Web). Each entry returns typed
// options for <Link {...paths.cart()} /> or navigate(paths.cart()); the
// router checks them against the route tree (spec/01 2.1).
export const paths = {
  home: () => linkOptions({ to: '/' }),
  /** spec/02 2.3: the Tests list, optionally on a page and sort. */
  catalogue: (search: CatalogueListSearch = {}) => linkOptions({ to: '/all', search }),
  /** spec/02 2.1: all/{panels}, the Tests list of one kind (panels, individual tests). */
  catalogueOfType: (list: TypeList, search: CatalogueListSearch = {}) =>
    linkOptions({ to: '/all/$panels', params: { panels: list }, search }),
  category: (id: string, search: CatalogueListSearch = {}) => linkOptions({ to: '/category/$id', params: { id }, search }),
  /** spec/02 2.3: a test's page is addressed by its slug. */
  product: (slug: string) => linkOptions({ to: '/product/$id', params: { id: slug } }),
  search: (text: string, page?: number) => linkOptions({ to: '/search/$text', params: { text }, search: page && page > 1 ? { page } : {} }),
  /** The search popup's variant, search?query= (spec/02 2.1). */
  searchQuery: (query: string, page?: number) => linkOptions({ to: '/search', search: page && page > 1 ? { query, page } : { query } }),
  testCenters: () => linkOptions({ to: '/testcenters' }),
  /** The finder searched for a zip (spec/02 2.6: the cart card's See More Test Centers). */
  testCentersNear: (zip: string) => linkOptions({ to: '/testcenters', search: { zip: zipSearchParam(zip) } }),
  cart: () => linkOptions({ to: '/cart' }),
  account: () => linkOptions({ to: '/account' }),
  /** The account area opened on its Account Profile tab (spec/01 2.2 account menu). */
  accountProfile: () => linkOptions({ to: '/account', search: { tab: 'profile' } }),
  orderHistory: () => linkOptions({ to: '/orderHistory' }),
  /** Issue 17: an order's results screen. */
  orderResults: (orderId: string) => linkOptions({ to: '/results/$orderId', params: { orderId } }),
  /** Issue 18: an approved order's lab-visit pass (the approval e-mail links here too). */
  labVisitPass: (orderId: string) => linkOptions({ to: '/pass/$orderId', params: { orderId } }),
  dashboard: () => linkOptions({ to: '/dashboard' }),
  dashboardUsers: () => linkOptions({ to: '/dashboard.users' }),
  blog: () => linkOptions({ to: '/blog' }),
  /** spec/02 2.12: every article, searchable by title, 9 a page. */
  blogExploreMore: (search: { title?: string; page?: number } = {}) =>
    linkOptions({ to: '/blog/explore-more', search: search.page && search.page > 1 ? search : { title: search.title } }),
  blogArticle: (slug: string) => linkOptions({ to: '/blog/$slug', params: { slug } }),
  /** A content page of the navigation list (spec/01 2.6), served by the catch-all route. */
  contentPage: (slug: string) => linkOptions({ to: '/$', params: { _splat: slug } }),
};
