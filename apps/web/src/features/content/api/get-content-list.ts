import type { ListResponse, NavigationItem } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { getChecked, lazySchema } from '../../../lib/lazy-schema';

// spec/01 7: GET /api/content/list, the navigation list (top bar, footer,
// account tabs and content pages in one), cached for the visit.

export const contentKeys = {
  all: ['content'] as const,
  list: () => [...contentKeys.all, 'list'] as const,
};

// Every page asks for the list at start; its schema (and zod with it) loads
// alongside rather than in the first load (lib/lazy-schema.ts).
const navigationListSchema = lazySchema(() => import('./navigation-schema').then((module) => module.navigationListSchema));

export const getContentList = (signal?: AbortSignal): Promise<ListResponse<NavigationItem>> =>
  getChecked(http, '/api/content/list', navigationListSchema, signal);

export const contentListQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list(),
    queryFn: ({ signal }) => getContentList(signal),
    // Entries change only when an administrator edits pages.
    staleTime: 10 * 60_000,
  });

export const useContentList = () => useQuery(contentListQueryOptions());
