import type { QueryClient } from '@tanstack/react-query';
import { loadRouteData } from '../../lib/route-data';
import { articleQueryOptions } from './api/get-article';
import { articlesPageQueryOptions } from './api/get-articles-page';
import {
  lastArticleQueryOptions,
  newestArticlesQueryOptions,
  topArticlesQueryOptions,
  trendingArticlesQueryOptions,
} from './api/get-blog-lists';

// The blog routes' loaders (routes.ts): each starts its screen's
// queries with the options the screen reads (STYLE.md Web), from a module
// fetched on first use like the screens (decisions.md "Route loaders").

export async function loadBlogHome(queryClient: QueryClient, preload: boolean): Promise<void> {
  await Promise.all([
    loadRouteData(queryClient, lastArticleQueryOptions(), { preload }),
    loadRouteData(queryClient, trendingArticlesQueryOptions(), { preload }),
    loadRouteData(queryClient, topArticlesQueryOptions(), { preload }),
    loadRouteData(queryClient, newestArticlesQueryOptions(), { preload }),
  ]);
}

export const loadExploreMore = (queryClient: QueryClient, title: string, page: number, preload: boolean) =>
  loadRouteData(queryClient, articlesPageQueryOptions(title, page), { preload });

export const loadArticle = (queryClient: QueryClient, slug: string, preload: boolean) =>
  loadRouteData(queryClient, articleQueryOptions(slug), { preload });
