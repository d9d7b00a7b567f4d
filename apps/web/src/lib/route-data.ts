import type { DefaultError, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

// Route loaders and TanStack Query (STYLE.md Web, decisions.md "Route
// loaders"): a loader starts its screen's query with `ensureQueryData`, with
// the same options the screen reads, so the data is fetched alongside the
// screen's lazy chunk and on hover, not after the screen has rendered.
// Query owns the cache; the screen reads it with useQuery and shows its own
// loading, empty, not-found and failed states.

/**
 * How long a navigation keeps the previous screen while its data loads. A
 * quick answer paints the new screen complete (no skeleton flash); a slow one
 * shows the screen with its skeleton, or the previous page dimmed.
 */
export const ROUTE_DATA_WAIT_MS = 300;

export interface RouteDataOptions {
  /** A hover or touch preload: start the fetch, never wait for it. */
  preload: boolean;
  waitMs?: number;
}

/**
 * Starts (or finds in the cache) the screen's query and waits for it at most
 * `waitMs`. Never rejects: a failure is the screen's to show, and the HTTP
 * client has already said why in the error bar. A preload leaves alone a
 * query whose last fetch failed, so hovering does not repeat the message;
 * the navigation itself tries again.
 */
export function loadRouteData<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  { preload, waitMs = ROUTE_DATA_WAIT_MS }: RouteDataOptions,
): Promise<void> {
  if (preload && queryClient.getQueryState(options.queryKey)?.status === 'error') return Promise.resolve();
  const loaded = queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
  if (preload) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([loaded, waited]).finally(() => clearTimeout(timer));
}
