// Titles of the screens the shell routes to (namespace 'app'). Later issues
// fill these screens; until then each shows its title only.
export const appEn = {
  siteName: 'labstore',
  tagline: 'Save 30-70% on Lab Tests Online',
  titles: {
    catalogue: 'Tests',
    category: 'Category',
    product: 'Product',
    searchResults: 'Search results for "{{text}}"',
    testCenters: 'Test Centers',
    cart: 'Cart',
    checkout: 'Checkout',
    account: 'My Account',
    orderHistory: 'Order History',
    blog: 'Blog',
    blogExploreMore: 'All articles',
    blogArticle: 'Blog',
    emailConfirmation: 'Email confirmation',
    loginAs: 'Signing in',
  },
} as const;
