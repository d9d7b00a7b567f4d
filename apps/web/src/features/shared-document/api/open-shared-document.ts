import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/http-file';
import type { SharedLanding } from '../shared-link';

// Issue 17, spec/02 4.6: POST /api/shared/open { token } answers the PDF, or
// 404 / 410 with { message } (unknown, or used, expired or revoked). The
// link opens once, so the page asks once: the query never refetches, and
// its key is the landing, never the token. The page words a refusal itself.

export const openSharedDocument = (token: string, signal?: AbortSignal) =>
  fetchFile('/api/shared/open', { method: 'POST', body: { token }, signal, silent: true });

export const sharedDocumentQueryOptions = (landing: SharedLanding) =>
  queryOptions({
    queryKey: ['sharedDocument', landing.id] as const,
    queryFn: () => {
      if (landing.token === null) throw new Error('no token');
      // Not aborted when the page goes: the server has spent the link by then.
      return openSharedDocument(landing.token);
    },
    enabled: landing.token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useSharedDocument = (landing: SharedLanding) => useQuery(sharedDocumentQueryOptions(landing));
