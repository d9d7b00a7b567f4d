import { linkOptions } from '@tanstack/react-router';

// The one place links are built (STYLE.md Web). Each entry returns typed
// options for <Link {...paths.cart()} /> or navigate(paths.cart()); the
// router checks them against the route tree (spec/01 2.1).
export const paths = {
  home: () => linkOptions({ to: '/' }),
  catalogue: () => linkOptions({ to: '/all' }),
  search: (text: string) => linkOptions({ to: '/search/$text', params: { text } }),
  testCenters: () => linkOptions({ to: '/testcenters' }),
  cart: () => linkOptions({ to: '/cart' }),
  account: () => linkOptions({ to: '/account' }),
  /** The account area opened on its Account Profile tab (spec/01 2.2 account menu). */
  accountProfile: () => linkOptions({ to: '/account', search: { tab: 'profile' } }),
  orderHistory: () => linkOptions({ to: '/orderHistory' }),
  dashboard: () => linkOptions({ to: '/dashboard' }),
  dashboardUsers: () => linkOptions({ to: '/dashboard.users' }),
  blog: () => linkOptions({ to: '/blog' }),
  /** A content page of the navigation list (spec/01 2.6), served by the catch-all route. */
  contentPage: (slug: string) => linkOptions({ to: '/$', params: { _splat: slug } }),
};
