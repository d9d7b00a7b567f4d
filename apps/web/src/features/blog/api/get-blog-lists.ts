import { blogArticleListSchema, blogArticleSummarySchema, type BlogArticleList, type BlogArticleSummary } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http-client';
import { blogKeys } from './blog-keys';

// spec/02 2.12, 7: the blog home's four reads (docs/api-blog.md).

/** GET /api/blog/last; no article yet is a 404, answered as null for the page's empty state. */
export async function getLastArticle(signal?: AbortSignal): Promise<BlogArticleSummary | null> {
  try {
    return await http.request('/api/blog/last', { schema: blogArticleSummarySchema, signal, silent: [404] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const getList = (path: string) => (signal?: AbortSignal): Promise<BlogArticleList> => http.get(path, blogArticleListSchema, signal);

/** GET /api/blog/month/top: trending this month. */
export const getTrendingArticles = getList('/api/blog/month/top');
/** GET /api/blog/top: the most read of all time. */
export const getTopArticles = getList('/api/blog/top');
/** GET /api/blog/top/newest: "Chronological posts". */
export const getNewestArticles = getList('/api/blog/top/newest');

// A route loader fetched them already; a failure is shown, not fetched again on mount (decisions.md "Route loaders").
export const lastArticleQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.last(), queryFn: ({ signal }) => getLastArticle(signal), retryOnMount: false });
export const trendingArticlesQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.trending(), queryFn: ({ signal }) => getTrendingArticles(signal), retryOnMount: false });
export const topArticlesQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.top(), queryFn: ({ signal }) => getTopArticles(signal), retryOnMount: false });
export const newestArticlesQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.newest(), queryFn: ({ signal }) => getNewestArticles(signal), retryOnMount: false });

export const useLastArticle = () => useQuery(lastArticleQueryOptions());
export const useTrendingArticles = () => useQuery(trendingArticlesQueryOptions());
export const useTopArticles = () => useQuery(topArticlesQueryOptions());
export const useNewestArticles = () => useQuery(newestArticlesQueryOptions());
