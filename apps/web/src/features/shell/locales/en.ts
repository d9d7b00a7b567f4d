// Strings of the shell: header, navigation, search, footer, notifications,
// and not-found page (namespace 'shell').
export const shellEn = {
  skipToContent: 'Skip to main content',
  offline: {
    title: 'You are offline.',
    text: 'The catalogue and the pages you have seen still open, and cart changes are kept; sign-in and checkout need a connection.',
  },
  header: {
    home: 'labstore home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    testCenters: 'Test Centers',
    testCenterSearch: 'TEST CENTER SEARCH',
    cart: 'CART ({{count}})',
    cartOpened: 'Cart opened',
    cartClosed: 'Cart closed',
    login: 'LOGIN',
    register: 'REGISTER',
    myAccount: 'My Account',
    accountMenu: 'My Account, {{email}}',
    accountProfile: 'Account Profile',
    orderHistory: 'Order History',
    administration: 'Administration',
    dashboard: 'Dashboard',
    users: 'Users',
    adminDashboard: 'Admin Dashboard',
    logout: 'LOGOUT',
  },
  nav: {
    label: 'Main',
    blog: 'Blog',
    newTab: '(opens in a new tab)',
    overview: '{{name}} overview',
  },
  // Navigation and footer entries are data (spec/01 2.2) named in English by
  // the API; English shows those names, so this dictionary is empty here.
  entryNames: {} as Readonly<Record<string, string>>,
  // The switch offers the other language in that language's own words (its
  // name, and the spoken label with lang set), as a reader of it looks for.
  language: {
    switchTo: 'Español',
    switchToLabel: 'Cambiar el idioma a español',
  },
  search: {
    label: 'Search lab tests',
    placeholderLong: 'Search by test name, CPT code or keyword',
    placeholderShort: 'Search Your Lab Tests Here!',
    submit: 'Search',
    tooShort: 'Please enter at least {{count}} characters.',
  },
  footer: {
    support: 'Customer Support',
    phoneHours: 'Phone: {{hours}}',
    emailHours: 'Email: {{hours}}',
    write: 'Send us a message',
    messageHours: 'Messages: {{hours}}',
    links: 'Information',
    follow: 'Follow us',
    social: 'labstore on {{network}} (opens in a new tab)',
    copyright: '© {{year}} labstore. All rights reserved.',
  },
  notification: {
    kinds: {
      info: 'Information',
      success: 'Success',
      error: 'Error',
      warning: 'Warning',
      block: 'Important',
    },
    contact: 'Contact Support',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped. Try searching for a test, or start again from the home page.',
    home: 'Go to the home page',
  },
} as const;
