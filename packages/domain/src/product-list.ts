import { exhaustiveMap } from './exhaustive-map';
import type { SiteLanguage } from './i18n/site-language';
import { compareNames } from './name-order';

// spec/02 2.3, 7: the catalogue's product lists (all tests, a category, a
// product type) and their paging. Constants and pure functions only; the zod
// schema is in validation/product-list.ts (see docs/decisions.md, domain modules).

/** docs/api-catalogue.md: the $orderby values a list accepts. */
export const PRODUCT_ORDER_BY = ['Name', 'Name desc', 'MasterPrice', 'MasterPrice desc', 'SearchPriority desc'] as const;
export type ProductOrderBy = (typeof PRODUCT_ORDER_BY)[number];
export const DEFAULT_PRODUCT_ORDER_BY: ProductOrderBy = 'SearchPriority desc';

/** $top's bounds; the default is the spec's page size (CATALOGUE_PAGE_SIZE). */
export const PRODUCT_LIST_MAX_TOP = 100;

/**
 * GET /api/product/type/browse/{flags}: product types are bit values (1, 2,
 * 8, 16), so a type is in the flags when it shares its bit with them.
 */
export function productTypeMatchesFlags(productType: number, flags: number): boolean {
  return (productType & flags) !== 0;
}

/** What a product list sorts by. */
export interface SortableProduct {
  id: string;
  name: string;
  masterPrice: number;
  searchPriority: number;
}

type Comparator = (a: SortableProduct, b: SortableProduct) => number;

const ORDERS = exhaustiveMap<Record<ProductOrderBy, (byName: (a: string, b: string) => number) => Comparator>>({
  Name: (byName) => (a, b) => byName(a.name, b.name),
  'Name desc': (byName) => (a, b) => byName(b.name, a.name),
  MasterPrice: () => (a, b) => a.masterPrice - b.masterPrice,
  'MasterPrice desc': () => (a, b) => b.masterPrice - a.masterPrice,
  'SearchPriority desc': () => (a, b) => b.searchPriority - a.searchPriority,
});

/**
 * spec/02 2.3: the order of a product list, the API's and the offline
 * storefront's alike (issue 16 defect 3): the asked order, then the name as
 * a reader of `language` orders it, then the id, so pages never overlap.
 */
export function productOrder(orderBy: ProductOrderBy, language: SiteLanguage): Comparator {
  const byName = compareNames(language);
  const first = ORDERS.get(orderBy)(byName);
  return (a, b) => first(a, b) || byName(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
