// Strings of the shell: header, navigation, search, footer, notifications,
// help widget and not-found page (namespace 'shell').
export const shellEn = {
  skipToContent: 'Skip to main content',
  header: {
    home: 'labstore home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    testCenters: 'Test Centers',
    testCenterSearch: 'TEST CENTER SEARCH',
    cart: 'CART ({{count}})',
    login: 'LOGIN',
    register: 'REGISTER',
  },
  nav: {
    label: 'Main',
    blog: 'Blog',
    newTab: '(opens in a new tab)',
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
  support: {
    title: 'Contact Support',
    intro: 'Our team is happy to help with orders, tests and results.',
    chat: 'Live chat',
    phone: 'Phone',
    email: 'Email',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped. Try searching for a test, or start again from the home page.',
    home: 'Go to the home page',
  },
} as const;
