import { defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

// DESIGN.md Offline: TanStack Query's cache is persisted for non-personal
// queries only, so pages seen before paint at once from a cold start with no
// network. An allowlist of query-key roots, never a denylist: a query added
// later stays out until someone decides it is public.

/** Query-key roots whose answers are the same for every visitor. */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<string> = new Set(['catalogue', 'blog', 'testCenters', 'content', 'home']);

export const PERSISTED_QUERIES_KEY = 'labstore-public-queries';
const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;

export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && PUBLIC_QUERY_ROOTS.has(queryKey[0]);
}

/** `build` tells builds apart: a copy saved by another build (another wire shape, perhaps) is dropped, not restored. */
export function persistPublicQueries(queryClient: QueryClient, storage: Storage, build: string): void {
  // A public query without a screen on it must outlive the default five
  // minutes in memory, or it would drop out of the saved copy too.
  for (const root of PUBLIC_QUERY_ROOTS) queryClient.setQueryDefaults([root], { gcTime: KEPT_FOR_MS });
  persistQueryClient({
    queryClient,
    persister: createSyncStoragePersister({ storage, key: PERSISTED_QUERIES_KEY }),
    maxAge: KEPT_FOR_MS,
    buster: build,
    dehydrateOptions: { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && isPublicQuery(query.queryKey) },
  });
}
