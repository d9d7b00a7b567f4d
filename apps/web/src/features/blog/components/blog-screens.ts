// The blog route chunk's screens (app/route-tree.tsx loads them by name).
export { ArticleScreen } from './article-screen';
export { BlogHomeScreen } from './blog-home-screen';
export { ExploreMoreScreen } from './explore-more-screen';
