import { type ProductDetail, productDetailSchema, publicReadUrls } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http-client';
import { readWithOfflineFallback, UNREACHED } from '../../../lib/offline/offline-reads';
import { catalogueKeys } from './catalogue-keys';

// spec/02 2.4, docs/api-catalogue.md: GET /api/product/{slug or id}; the
// answer comes also for inactive or hidden products (the page says so).

/**
 * Unknown product: null, worded by the page itself rather than the error bar;
 * no network: the device's copy of the catalogue; other failures go to the error bar.
 */
export async function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    return await readWithOfflineFallback(
      () => http.request(publicReadUrls.product(idOrSlug), { schema: productDetailSchema, signal, silent: [404, UNREACHED] }),
      (kept) => kept.product(idOrSlug),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(idOrSlug),
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
    // A route loader fetched it already; a failure is shown, not fetched again on mount (decisions.md "Route loaders").
    retryOnMount: false,
  });

export const useProduct = (idOrSlug: string) => useQuery(productQueryOptions(idOrSlug));
