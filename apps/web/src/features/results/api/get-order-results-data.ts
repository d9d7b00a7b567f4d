import { orderResultsDataSchema, type OrderResultsData } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { HEALTH_DATA_QUERY, resultsKeys } from './results-keys';

// Issue 17: GET /api/order/results/data/{orderId}, an order's results as data
// (the signed-in customer's own; the client sends the bearer).

export const getOrderResultsData = (orderId: string, signal?: AbortSignal): Promise<OrderResultsData> =>
  http.get(`/api/order/results/data/${encodeURIComponent(orderId)}`, orderResultsDataSchema, signal);

export const orderResultsDataQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: resultsKeys.data(userId, orderId),
    queryFn: ({ signal }) => getOrderResultsData(orderId, signal),
    ...HEALTH_DATA_QUERY,
  });

/** The order's results; pass a null user (signed out) to wait. */
export const useOrderResultsData = (userId: string | null, orderId: string) =>
  useQuery({ ...orderResultsDataQueryOptions(userId ?? '', orderId), enabled: userId !== null });
