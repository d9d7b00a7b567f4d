import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { CATEGORY_COLUMNS, translatedCategories } from './categories.repository';
import { LIST_COLUMNS, listedProducts, PRODUCT_NAME } from './products.repository';

// Names come in the request's language, unordered: the service sorts them as
// a reader of that language does (issue 16 defect 3; docs/decisions.md, name
// order). Each list is at most the catalogue's categories or products.

export function taxonomyRepository(db: Kysely<Database>, language: SiteLanguage) {
  // How many listed products each category has; categories with none are absent.
  function listedCounts() {
    return listedProducts(db, language)
      .select(['p.category_id', (eb) => eb.fn.countAll<string>().as('product_count')])
      .where('p.category_id', 'is not', null)
      .groupBy('p.category_id')
      .as('counts');
  }

  return {
    /** spec/02 7 category list: the categories with listed products, with their counts. */
    async categoriesWithProducts() {
      const rows = await translatedCategories(db, language)
        .innerJoin(listedCounts(), 'counts.category_id', 'c.id')
        .select(CATEGORY_COLUMNS)
        .select('counts.product_count')
        .execute();
      return rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));
    },

    /** The listed products of these categories, with what their order needs. */
    productsOf(categoryIds: readonly string[]) {
      if (categoryIds.length === 0) return Promise.resolve([]);
      return listedProducts(db, language)
        .select([...LIST_COLUMNS, 'p.category_id', 'p.search_priority'])
        .where('p.category_id', 'in', categoryIds)
        .execute();
    },

    /** spec/03 7 products by type: the listed products of one type. */
    productsOfType(productType: number) {
      return listedProducts(db, language)
        .select(['p.id', 'p.slug', PRODUCT_NAME, 'p.cpt', 'p.product_type'])
        .where('p.product_type', '=', productType)
        .execute();
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof taxonomyRepository>;
