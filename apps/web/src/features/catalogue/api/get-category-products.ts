import type { ProductListResponse } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { ORDER_BY, type CatalogueSort } from '../catalogue-search';
import { catalogueKeys, keepPreviousPageOf } from './catalogue-keys';
import { readProductList } from './read-product-list';

// spec/02 2.3, docs/api-catalogue.md: GET /api/category/browse/{id or slug}
// ?$skip&$top&$orderby (Name by default, as spec/02 7 calls it).

/** Unknown category: null, worded by the page itself; other failures go to the error bar. */
export async function getCategoryProducts(
  id: string,
  page: number,
  sort: CatalogueSort | undefined,
  signal?: AbortSignal,
): Promise<ProductListResponse | null> {
  try {
    return await readProductList({
      path: `/api/category/browse/${encodeURIComponent(id)}`,
      filter: { category: id },
      page,
      orderBy: ORDER_BY[sort ?? 'name'],
      signal,
      silent: [404],
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const categoryProductsQueryOptions = (id: string, page: number, sort: CatalogueSort | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.category(id, page, sort),
    queryFn: ({ signal }) => getCategoryProducts(id, page, sort, signal),
    placeholderData: keepPreviousPageOf(id),
    // A route loader fetched it already; a failure is shown, not fetched again on mount (decisions.md "Route loaders").
    retryOnMount: false,
  });

export const useCategoryProducts = (id: string, page: number, sort: CatalogueSort | undefined) =>
  useQuery(categoryProductsQueryOptions(id, page, sort));
