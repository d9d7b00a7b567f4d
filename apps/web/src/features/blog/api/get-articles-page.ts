import { blogArticleListSchema, type BlogArticleList } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { blogKeys, blogPageQuery } from './blog-keys';

// spec/02 2.12, 5: explore-more, GET /api/blog/get/all?$skip&$top&title (docs/api-blog.md).

export const getArticlesPage = (title: string, page: number, signal?: AbortSignal): Promise<BlogArticleList> =>
  http.get(`/api/blog/get/all?${blogPageQuery(title, page).toString()}`, blogArticleListSchema, signal);

export const articlesPageQueryOptions = (title: string, page: number) =>
  queryOptions({
    queryKey: blogKeys.page(title, page),
    queryFn: ({ signal }) => getArticlesPage(title, page, signal),
    // The previous page or search stays on screen while the next loads: no jump to a skeleton while typing.
    placeholderData: (previous) => previous,
    retryOnMount: false,
  });

export const useArticlesPage = (title: string, page: number) => useQuery(articlesPageQueryOptions(title, page));
