import { QueryClient } from '@tanstack/react-query';

// Retrying is the HTTP client's job (spec/01 7: once, reads only), so queries
// do not retry on top of it. Window-focus refetches would re-show the same
// error notification every time a customer switches tabs. Queries run
// 'offlineFirst': with no network they still ask, so the service worker can
// answer from its copy of the catalogue (DESIGN.md Offline) instead of the
// query waiting for a network that is not coming.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
