import type { ProductOrderBy } from '@labstore/domain';
import { CATALOGUE_SORTS, type CatalogueSort } from '../../lib/catalogue-urls';
import { oneOfParam, pageParam as page, searchParams, textParam as text } from '../../lib/search-params';

// The catalogue's API fetchers name the sort by this module.
export type { CatalogueSort };

// spec/02 2.3, 9: URL state of the paged lists (page, sort), validated in
// each route's validateSearch. Anything unusable is dropped, not an error:
// a hand-edited ?page=abc shows page 1.

/** docs/api-catalogue.md: $orderby values; no sort means the API's default (search priority). */
export const ORDER_BY: Readonly<Record<CatalogueSort, ProductOrderBy>> = {
  name: 'Name',
  'name-desc': 'Name desc',
  price: 'MasterPrice',
  'price-desc': 'MasterPrice desc',
};

const sort = oneOfParam(CATALOGUE_SORTS);

/** all, category/{id}: ?page=2&sort=price-desc */
export const catalogueListSearch = searchParams({ page, sort });

/** search/{text}: ?page=2 */
export const searchPageSearch = searchParams({ page });

/** search?query=lipid&page=2: the search popup's variant (spec/02 2.1). */
export const searchQueryPageSearch = searchParams({ query: text, page });

/** The sort a click on a column's button asks for: ascending first, then it flips. */
export function nextSort(current: CatalogueSort | undefined, column: 'name' | 'price'): CatalogueSort {
  return current === column ? `${column}-desc` : column;
}
