// spec/01 2.1 and spec/02 2.1: the web app's route table, in TanStack
// Router's notation ($name is one path segment). The router builds its routes
// from these literals and the server answers 404 for an address none of them
// (nor a content page) claims, so the two cannot disagree about what exists.
export const APP_PATHS = {
  home: '/',
  catalogue: '/all',
  typeList: '/all/$panels',
  category: '/category/$id',
  product: '/product/$id',
  productPromo: '/product/$id/promocode/$code',
  promo: '/promocode/$code',
  searchText: '/search/$text',
  search: '/search',
  testCenters: '/testcenters',
  cart: '/cart',
  checkout: '/checkout',
  account: '/account',
  cabinet: '/cabinet',
  orderHistory: '/orderHistory',
  dashboard: '/dashboard',
  dashboardInfusionsoft: '/dashboard/infusionsoft',
  dashboardUsers: '/dashboard.users',
  blog: '/blog',
  blogExploreMore: '/blog/explore-more',
  blogArticle: '/blog/$slug',
  resetPassword: '/ResetPassword',
  unsubscribe: '/disableNonTransactionalEmails',
  loginAs: '/auth',
  emailConfirmed: '/confirm/$user/$security',
} as const;

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const PATTERNS = Object.values(APP_PATHS).map(segmentsOf);

/** Whether a pathname (no query) is one of the app's routes; like the router, case and a trailing slash do not matter. */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith('$') || part.toLowerCase() === segments[index]?.toLowerCase()),
  );
}
