import { navigationListSchema, type ListResponse, type NavigationItem } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// spec/01 7: GET /api/content/list, the navigation list (top bar, footer,
// account tabs and content pages in one), cached for the visit.

export const contentKeys = {
  all: ['content'] as const,
  list: () => [...contentKeys.all, 'list'] as const,
};

export const getContentList = (signal?: AbortSignal): Promise<ListResponse<NavigationItem>> =>
  http.get('/api/content/list', navigationListSchema, signal);

export const contentListQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list(),
    queryFn: ({ signal }) => getContentList(signal),
    // Entries change only when an administrator edits pages.
    staleTime: 10 * 60_000,
  });

export const useContentList = () => useQuery(contentListQueryOptions());
