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
  /** Issue 17: an order's results as data (values, ranges, trends, FHIR export). */
  orderResults: '/results/$orderId',
  /** Issue 17: a shared requisition or results, opened once from the e-mail's link (the token in the fragment). */
  sharedDocument: '/shared',
  /** Issue 18: an approved order's lab-visit pass (barcode, tests, preparation, nearest center), kept on the device on request. */
  labVisitPass: '/pass/$orderId',
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

export type AppRouteName = keyof typeof APP_PATHS;

// More fixed segments first, so /blog/explore-more is that page and not an article called explore-more, as in the router.
const PATTERNS = (Object.entries(APP_PATHS) as Array<[AppRouteName, string]>)
  .map(([name, path]) => ({ name, segments: segmentsOf(path) }))
  .sort((a, b) => fixedSegments(b.segments) - fixedSegments(a.segments));

function fixedSegments(segments: readonly string[]): number {
  return segments.filter((segment) => !segment.startsWith('$')).length;
}

export interface AppRouteMatch {
  name: AppRouteName;
  /** The $name segments as the address spells them (still percent-encoded); a Map, read by name (issue 14). */
  params: ReadonlyMap<string, string>;
}

/** The route a pathname (no query) opens; like the router, case and a trailing slash do not matter. */
export function matchAppRoute(pathname: string): AppRouteMatch | undefined {
  const segments = segmentsOf(pathname);
  for (const pattern of PATTERNS) {
    if (pattern.segments.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = pattern.segments.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith('$')) params.set(part.slice(1), segment);
      return part.startsWith('$') || part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { name: pattern.name, params };
  }
  return undefined;
}

/** Whether a pathname (no query) is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  return matchAppRoute(pathname) !== undefined;
}
