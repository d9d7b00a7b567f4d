import type { ProductListResponse } from '@labstore/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_BY, type CatalogueSort } from '../catalogue-search';
import { catalogueKeys } from './catalogue-keys';
import { readProductList } from './read-product-list';

// spec/02 2.3, docs/api-catalogue.md: GET /api/product/all?$skip&$top&$orderby.

export const getAllProducts = (page: number, sort: CatalogueSort | undefined, signal?: AbortSignal): Promise<ProductListResponse> =>
  readProductList({ path: '/api/product/all', filter: {}, page, orderBy: sort && ORDER_BY[sort], signal });

export const allProductsQueryOptions = (page: number, sort: CatalogueSort | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.allProducts(page, sort),
    queryFn: ({ signal }) => getAllProducts(page, sort, signal),
    // The previous page stays on screen while the next loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
    // A route loader fetched it already; a failure is shown, not fetched again on mount (decisions.md "Route loaders").
    retryOnMount: false,
  });

export const useAllProducts = (page: number, sort: CatalogueSort | undefined) => useQuery(allProductsQueryOptions(page, sort));
