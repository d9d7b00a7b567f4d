import { shareHistorySchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { orderKeys, segment } from './order-keys';

// spec/02 2.10 and 7: GET /api/order/results/share/get/{orderId}, the
// e-mails an order's documents were sent by, with each link's state.

export const getShareHistory = (orderId: string, signal?: AbortSignal) =>
  http.get(`/api/order/results/share/get/${segment(orderId)}`, shareHistorySchema, signal);

export const shareHistoryQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.shares(orderId), queryFn: ({ signal }) => getShareHistory(orderId, signal), staleTime: 0 });

export const useShareHistory = (orderId: string, enabled: boolean) => useQuery({ ...shareHistoryQueryOptions(orderId), enabled });
