import { testCenterListResponseSchema, type TestCenter } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http-client';
import { keepOnDevice, readWithOfflineFallback, UNREACHED } from '../../lib/offline/offline-reads';

// spec/02 7 "Test centers": GET /api/labsite/pwnhealth/{zip}, checked with
// the schema the API answers with (packages/domain). The finder page and the
// cart's Nearest Approved Test Center card (spec/02 2.6) read it through the
// same options, so a zip searched on one is already known to the other.
// Nothing personal: the answer is the same for everyone who asks, so a zip
// searched is kept on the device and answers again with no network (DESIGN.md Offline).

export const testCenterKeys = {
  all: ['testCenters'] as const,
  nearZip: (zip: string) => [...testCenterKeys.all, 'zip', zip] as const,
};

async function readTestCenters(zip: string, signal?: AbortSignal): Promise<TestCenter[]> {
  const { items } = await http.request(`/api/labsite/pwnhealth/${encodeURIComponent(zip)}`, {
    schema: testCenterListResponseSchema,
    signal,
    silent: [UNREACHED],
  });
  keepOnDevice((kept) => kept.keepTestCenters(zip, items));
  return items;
}

export const getTestCenters = (zip: string, signal?: AbortSignal): Promise<TestCenter[]> =>
  readWithOfflineFallback(() => readTestCenters(zip, signal), (kept) => kept.testCenters(zip));

export const testCentersQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: testCenterKeys.nearZip(zip),
    queryFn: ({ signal }) => getTestCenters(zip, signal),
    // Centers change seldom (the API lets caches keep them an hour).
    staleTime: 60 * 60_000,
  });

/** The centers nearest `zip`, nearest first; pass undefined (no zip yet) to wait. */
export const useTestCenters = (zip: string | undefined) => useQuery({ ...testCentersQueryOptions(zip ?? ''), enabled: Boolean(zip) });
