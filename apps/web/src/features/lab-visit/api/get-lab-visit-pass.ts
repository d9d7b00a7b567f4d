import { labVisitPassSchema, type LabVisitPass } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { HEALTH_DATA_QUERY, passKeys } from './pass-keys';

// Issue 18: GET /api/order/pass/{orderId}, the pass of the signed-in
// customer's approved order (the client sends the bearer). The screen words
// its refusals itself: 409 (not approved yet, or closed) and 404 (not the
// caller's) with the server's message, no connection with the kept copy; so
// the error bar stays quiet for those.

const WORDED_BY_THE_SCREEN = [0, 404, 409] as const;

export const getLabVisitPass = (orderId: string, signal?: AbortSignal): Promise<LabVisitPass> =>
  http.request(`/api/order/pass/${encodeURIComponent(orderId)}`, { schema: labVisitPassSchema, signal, silent: WORDED_BY_THE_SCREEN });

export const labVisitPassQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: passKeys.pass(userId, orderId),
    queryFn: ({ signal }) => getLabVisitPass(orderId, signal),
    ...HEALTH_DATA_QUERY,
  });

/** The order's pass; `enabled` false (offline, signed out) leaves it unasked. */
export const useLabVisitPass = (userId: string, orderId: string, enabled: boolean) => useQuery({ ...labVisitPassQueryOptions(userId, orderId), enabled });
