import type { Database } from '@labstore/db';
import type { CategoryWithProducts, ListResponse, ProductOfType } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { toCategoryResponse } from './categories.mapper';
import { toProductListRow } from './products.mapper';
import { taxonomyRepository } from './taxonomy.repository';

/** Each category shows its first products, as the storefront's category blocks do. */
const CATEGORY_PRODUCTS_SHOWN = 5;

/** The taxonomy lists of spec/02 7 and spec/03 7 (categories with products, products of a type). */
export function taxonomyService(db: Kysely<Database>) {
  const taxonomy = taxonomyRepository(db);
  return {
    async categoriesWithProducts(skip: number, top: number): Promise<ListResponse<CategoryWithProducts>> {
      const { rows, count } = await taxonomy.categoriesWithProducts({ skip, top });
      const products = await taxonomy.firstProductsOf(
        rows.map((row) => row.id),
        CATEGORY_PRODUCTS_SHOWN,
      );
      const items = rows.map((row) => ({
        ...toCategoryResponse(row),
        productCount: row.product_count,
        products: products.filter((product) => product.category_id === row.id).map(toProductListRow),
      }));
      return { items, count };
    },

    async productsOfType(type: number): Promise<ListResponse<ProductOfType>> {
      const items = (await taxonomy.productsOfType(type)).map((row) => ({ id: row.id, slug: row.slug, name: row.name, cpt: row.cpt, productType: row.product_type }));
      return { items, count: items.length };
    },
  };
}
