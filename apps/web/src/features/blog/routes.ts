import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '@labstore/domain';
import { runLazyLoader, type AppRootRoute } from '../../lib/route-modules';
import { exploreMoreSearch } from './blog-search';

// spec/02 2.12: the blog's screens are a lazy chunk of their own, the
// article one apart (it needs no form kit until its wide-screen subscribe
// box; issue 10); their loaders start the screens' queries from a module
// fetched on first use, as the catalogue's do (and never fail the route).
const blogScreens = (name: 'BlogHomeScreen' | 'ExploreMoreScreen') =>
  lazyRouteComponent(() => import('./components/blog-screens'), name);

const withBlogLoaders = (run: (loaders: typeof import('./route-loaders')) => Promise<void>): Promise<void> =>
  runLazyLoader(() => import('./route-loaders'), run);

/** The blog's home, its explore-more list and an article. */
export const blogRoutes = (root: AppRootRoute) => [
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.blog,
    loader: ({ context: { queryClient }, preload }) => withBlogLoaders((loaders) => loaders.loadBlogHome(queryClient, preload)),
    component: blogScreens('BlogHomeScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.blogExploreMore,
    validateSearch: exploreMoreSearch,
    loaderDeps: ({ search }) => ({ title: (search.title ?? '').trim(), page: search.page ?? 1 }),
    loader: ({ context: { queryClient }, deps, preload }) =>
      withBlogLoaders((loaders) => loaders.loadExploreMore(queryClient, deps.title, deps.page, preload)),
    component: blogScreens('ExploreMoreScreen'),
  }),
  createRoute({
    getParentRoute: () => root,
    path: APP_PATHS.blogArticle,
    loader: ({ context: { queryClient }, params, preload }) => withBlogLoaders((loaders) => loaders.loadArticle(queryClient, params.slug, preload)),
    component: lazyRouteComponent(() => import('./components/article-screen'), 'ArticleScreen'),
  }),
];
