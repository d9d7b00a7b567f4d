import type { ProductListResponse } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_BY, type CatalogueSort } from '../catalogue-search';
import { catalogueKeys, keepPreviousPageOf } from './catalogue-keys';
import { readProductList } from './read-product-list';

// spec/02 2.1 all/{panels}, docs/api-catalogue.md: GET /api/product/type/browse/{flags}
// ?$skip&$top&$orderby, the listed products whose type is in the flags.

export const getProductsOfType = (flags: number, page: number, sort: CatalogueSort | undefined, signal?: AbortSignal): Promise<ProductListResponse> =>
  readProductList({ path: `/api/product/type/browse/${flags}`, filter: { typeFlags: flags }, page, orderBy: sort && ORDER_BY[sort], signal });

export const productsOfTypeQueryOptions = (flags: number, page: number, sort: CatalogueSort | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.ofType(flags, page, sort),
    queryFn: ({ signal }) => getProductsOfType(flags, page, sort, signal),
    placeholderData: keepPreviousPageOf(flags),
    // A route loader fetched it already; a failure is shown, not fetched again on mount (decisions.md "Route loaders").
    retryOnMount: false,
  });

export const useProductsOfType = (flags: number, page: number, sort: CatalogueSort | undefined) =>
  useQuery(productsOfTypeQueryOptions(flags, page, sort));
