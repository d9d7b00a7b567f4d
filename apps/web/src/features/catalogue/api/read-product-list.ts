import { DEFAULT_PRODUCT_ORDER_BY, productListResponseSchema, type OfflineListFilter, type ProductListResponse, type ProductOrderBy } from '@labstore/domain';
import { http } from '../../../lib/http-client';
import { readWithOfflineFallback, UNREACHED } from '../../../lib/offline/offline-reads';
import { pageOf, pageQuery } from './catalogue-keys';

// The product lists' one read (all, type and category browse, spec/02 2.3):
// a page from the API, or with no network the same page from the device's
// copy of the catalogue, in the same order (lib/offline).

export interface ProductListRead {
  /** The call's path, before the paging query. */
  path: string;
  /** The same list in the device's copy. */
  filter: OfflineListFilter;
  page: number;
  /** Undefined: the API's default order (spec/02 2.3). */
  orderBy: ProductOrderBy | undefined;
  signal?: AbortSignal;
  /** Failure statuses the caller words itself. */
  silent?: readonly number[];
}

export const readProductList = ({ path, filter, page, orderBy, signal, silent = [] }: ProductListRead): Promise<ProductListResponse> =>
  readWithOfflineFallback(
    () => http.request(`${path}?${pageQuery(page, orderBy).toString()}`, { schema: productListResponseSchema, signal, silent: [...silent, UNREACHED] }),
    (kept) => kept.productPage(filter, { ...pageOf(page), orderBy: orderBy ?? DEFAULT_PRODUCT_ORDER_BY }),
  );
