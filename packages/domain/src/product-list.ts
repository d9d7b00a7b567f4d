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
