import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http-client';

// spec/01 3, 7: GET /api/state/list, the registration's state dropdown.
const stateListSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string().optional() })),
  count: z.number(),
});

export type StateListItem = z.infer<typeof stateListSchema>['items'][number];

export const stateKeys = {
  all: ['state'] as const,
  list: () => [...stateKeys.all, 'list'] as const,
};

export const getStateList = (signal?: AbortSignal) => http.get('/api/state/list', stateListSchema, signal);

export const stateListQueryOptions = () =>
  queryOptions({
    queryKey: stateKeys.list(),
    queryFn: ({ signal }) => getStateList(signal),
    staleTime: 60 * 60_000,
  });

export const useStateList = () => useQuery(stateListQueryOptions());
