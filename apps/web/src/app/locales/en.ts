// Titles of the screens the shell routes to (namespace 'app'). Later issues
// fill these screens; until then each shows its title only.
export const appEn = {
  siteName: 'labstore',
  tagline: 'Save 30-70% on Lab Tests Online',
  titles: {
    testCenters: 'Test Centers',
    blog: 'Blog',
    blogExploreMore: 'All articles',
    blogArticle: 'Blog',
  },
} as const;
