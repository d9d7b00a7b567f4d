import { productSearchResultSchema, SEARCH_MIN_LENGTH, type ProductSearchResult } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { readWithOfflineFallback, UNREACHED } from '../../../lib/offline/offline-reads';
import { catalogueKeys, keepPreviousPageOf, pageOf } from './catalogue-keys';

// spec/02 2.5, docs/api-catalogue.md: POST /api/product/search { search,
// $skip, $top }. A read, so it is a query although it is a POST. With no
// network the device's copy of the catalogue answers, by the same rules.

/**
 * spec/02 2.5, 9: the term as it is sent, trimmed; undefined when it is
 * shorter than the minimum, which sets an error and is never sent.
 */
export function searchableTerm(text: string): string | undefined {
  const term = text.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}

export function searchProducts(text: string, page: number, signal?: AbortSignal): Promise<ProductSearchResult> {
  const { skip, top } = pageOf(page);
  return readWithOfflineFallback(
    () =>
      http.request('/api/product/search', {
        method: 'POST',
        body: { search: text, $skip: skip, $top: top },
        schema: productSearchResultSchema,
        signal,
        silent: [UNREACHED],
      }),
    (kept) => kept.search(text, skip, top),
  );
}

export const searchProductsQueryOptions = (text: string, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.search(text, page),
    queryFn: ({ signal }) => searchProducts(text, page, signal),
    placeholderData: keepPreviousPageOf(text),
    // A route loader fetched it already; a failure is shown, not fetched again on mount (decisions.md "Route loaders").
    retryOnMount: false,
  });

/** `enabled` is false for a term shorter than the minimum: it is never sent (spec/02 2.5). */
export const useSearchProducts = (text: string, page: number, enabled: boolean) =>
  useQuery({ ...searchProductsQueryOptions(text, page), enabled });
