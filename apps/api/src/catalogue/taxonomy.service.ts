import type { Database } from '@labstore/db';
import { byNameThenId, fromCents, productOrder, type CategoryWithProducts, type ListResponse, type ProductOfType, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { toCategoryResponse } from './categories.mapper';
import { toProductListRow } from './products.mapper';
import { taxonomyRepository } from './taxonomy.repository';

/** Each category shows its first products, as the storefront's category blocks do. */
const CATEGORY_PRODUCTS_SHOWN = 5;

/** The taxonomy lists of spec/02 7 and spec/03 7 (categories with products, products of a type). */
export function taxonomyService(db: Kysely<Database>, language: SiteLanguage) {
  const taxonomy = taxonomyRepository(db, language);
  return {
    /** The categories with listed products by name, a page of them, each with its first products by search priority then name. */
    async categoriesWithProducts(skip: number, top: number): Promise<ListResponse<CategoryWithProducts>> {
      const categories = (await taxonomy.categoriesWithProducts()).sort(byNameThenId(language));
      const page = categories.slice(skip, skip + top);
      const products = (await taxonomy.productsOf(page.map((row) => row.id)))
        .map((row) => ({ row, id: row.id, name: row.name, masterPrice: fromCents(row.master_price_cents), searchPriority: row.search_priority }))
        .sort(productOrder('SearchPriority desc', language));
      const items = page.map((row) => ({
        ...toCategoryResponse(row),
        productCount: row.product_count,
        products: products
          .filter((product) => product.row.category_id === row.id)
          .slice(0, CATEGORY_PRODUCTS_SHOWN)
          .map((product) => toProductListRow(product.row)),
      }));
      return { items, count: categories.length };
    },

    async productsOfType(type: number): Promise<ListResponse<ProductOfType>> {
      const items = (await taxonomy.productsOfType(type))
        .sort(byNameThenId(language))
        .map((row) => ({ id: row.id, slug: row.slug, name: row.name, cpt: row.cpt, productType: row.product_type }));
      return { items, count: items.length };
    },
  };
}
