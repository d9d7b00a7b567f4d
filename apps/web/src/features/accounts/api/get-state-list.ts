import { stateListResponseSchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// spec/01 3, 7: GET /api/state/list, the registration's state dropdown,
// checked with the schema the API answers with (packages/domain).

export const stateKeys = {
  all: ['state'] as const,
  list: () => [...stateKeys.all, 'list'] as const,
};

export const getStateList = (signal?: AbortSignal) => http.get('/api/state/list', stateListResponseSchema, signal);

export const stateListQueryOptions = () =>
  queryOptions({
    queryKey: stateKeys.list(),
    queryFn: ({ signal }) => getStateList(signal),
    staleTime: 60 * 60_000,
  });

export const useStateList = () => useQuery(stateListQueryOptions());
