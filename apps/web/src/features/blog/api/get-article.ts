import { type BlogArticle, blogArticleSchema, publicReadUrls } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http-client';
import { keepOnDevice, readWithOfflineFallback, UNREACHED } from '../../../lib/offline/offline-reads';
import { blogKeys } from './blog-keys';

// spec/02 2.12, 7: GET /api/blog/get/slug?slug=; each read counts a view
// (docs/api-blog.md). An article read is kept on the device, so it opens
// again with no network (DESIGN.md Offline).

async function readArticle(slug: string, signal?: AbortSignal): Promise<BlogArticle> {
  const article = await http.request(publicReadUrls.articleBySlug(slug), {
    schema: blogArticleSchema,
    signal,
    silent: [404, UNREACHED],
  });
  keepOnDevice((kept) => kept.keepArticle(article));
  return article;
}

/** Unknown or inactive: null, worded by the page itself rather than the error bar. */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<BlogArticle | null> {
  try {
    return await readWithOfflineFallback(() => readArticle(slug, signal), (kept) => kept.article(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.article(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
    // An article does not change while it is read; going back to it is no new view.
    staleTime: 5 * 60_000,
    retryOnMount: false,
  });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
