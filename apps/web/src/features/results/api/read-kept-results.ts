import type { OrderResultsData, ResultTrends } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readKeptResults, readKeptTrends, type KeptCopy } from '../../../entities/kept-documents';
import { HEALTH_DATA_QUERY, resultsKeys } from './results-keys';

// Issue 18: the results and trends kept on this phone, decrypted from the
// vault by the kept-documents entity (which validates them with the wire
// schemas). They are read from IndexedDB, so they need no network
// (networkMode 'always'); like the server's answers they stay in memory only.
// Not kept (or the vault locked meanwhile) is null: a query's data cannot be
// undefined.

const KEPT_READ = { ...HEALTH_DATA_QUERY, networkMode: 'always' } as const;

export const keptResultsDataQueryOptions = (accountId: string, orderId: string) =>
  queryOptions({
    queryKey: resultsKeys.keptData(accountId, orderId),
    queryFn: async (): Promise<KeptCopy<OrderResultsData> | null> => (await readKeptResults(orderId)) ?? null,
    ...KEPT_READ,
  });

export const keptResultTrendsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: resultsKeys.keptTrends(accountId),
    queryFn: async (): Promise<ResultTrends | null> => (await readKeptTrends()) ?? null,
    ...KEPT_READ,
  });

/** The order's kept results and when they were kept, once the vault of `accountId` is unlocked; null when this phone did not keep them. */
export const useKeptResultsData = (accountId: string, orderId: string) => useQuery(keptResultsDataQueryOptions(accountId, orderId));

/** Every kept trend; null when none is kept. */
export const useKeptResultTrends = (accountId: string) => useQuery(keptResultTrendsQueryOptions(accountId));
