import { resultTrendsSchema, type ResultTrends } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { HEALTH_DATA_QUERY, resultsKeys } from './results-keys';

// Issue 17: GET /api/order/results/trends, the customer's numeric results by
// analyte across their orders, oldest first.

export const getResultTrends = (signal?: AbortSignal): Promise<ResultTrends> => http.get('/api/order/results/trends', resultTrendsSchema, signal);

export const resultTrendsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: resultsKeys.trends(userId),
    queryFn: ({ signal }) => getResultTrends(signal),
    ...HEALTH_DATA_QUERY,
  });

/** The customer's trends; pass a null user (signed out) to wait. */
export const useResultTrends = (userId: string | null) => useQuery({ ...resultTrendsQueryOptions(userId ?? ''), enabled: userId !== null });
