// The blog route chunk's screens (routes.ts loads them by name; the article's is a chunk of its own).
export { BlogHomeScreen } from './blog-home-screen';
export { ExploreMoreScreen } from './explore-more-screen';
