// Titles of the screens the shell routes to (namespace 'app'). Later issues
// fill these screens; until then each shows its title only.
export const appEn = {
  siteName: 'labstore',
  tagline: 'Save 30-70% on Lab Tests Online',
  titles: {
    product: 'Product',
    testCenters: 'Test Centers',
    cart: 'Cart',
    checkout: 'Checkout',
    blog: 'Blog',
    blogExploreMore: 'All articles',
    blogArticle: 'Blog',
  },
} as const;
