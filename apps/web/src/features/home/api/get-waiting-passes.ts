import { waitingPassesSchema, type WaitingPasses } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// Issue 18: GET /api/order/passes, the signed-in customer's approved orders
// waiting for their visit, for the home screen's card. Which orders a
// customer has is theirs alone: the key's root is not 'home' (a public root
// the offline persister keeps, lib/offline/persist-public-queries.ts) but
// one it leaves out, with the user in it, and the answer leaves memory with
// the card. No connection is not an error here (the kept passes are shown).

export const waitingPassesKeys = {
  all: ['waitingPasses'] as const,
  of: (userId: string) => [...waitingPassesKeys.all, userId] as const,
};

export const getWaitingPasses = (signal?: AbortSignal): Promise<WaitingPasses> => http.request('/api/order/passes', { schema: waitingPassesSchema, signal, silent: true, background: true });

export const waitingPassesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: waitingPassesKeys.of(userId),
    queryFn: ({ signal }) => getWaitingPasses(signal),
    gcTime: 0,
  });

export const useWaitingPasses = (userId: string, enabled: boolean) => useQuery({ ...waitingPassesQueryOptions(userId), enabled });
