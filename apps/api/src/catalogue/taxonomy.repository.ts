import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { LIST_COLUMNS, listedProducts } from './products.repository';

export interface CategoryPage {
  skip: number;
  top: number;
}

export function taxonomyRepository(db: Kysely<Database>) {
  // How many listed products each category has; categories with none are absent.
  function listedCounts() {
    return listedProducts(db)
      .select(['p.category_id', (eb) => eb.fn.countAll<string>().as('product_count')])
      .where('p.category_id', 'is not', null)
      .groupBy('p.category_id')
      .as('counts');
  }

  return {
    /** spec/02 7 category list: the categories with listed products, by name, a page of them. */
    async categoriesWithProducts(page: CategoryPage) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('categories as c')
          .innerJoin(listedCounts(), 'counts.category_id', 'c.id')
          .selectAll('c')
          .select('counts.product_count')
          .orderBy('c.name')
          .orderBy('c.id')
          .offset(page.skip)
          .limit(page.top)
          .execute(),
        db.selectFrom(listedCounts()).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, product_count: Number(row.product_count) })), count: Number(total.count) };
    },

    /** The first `size` listed products of each category, by search priority then name. */
    firstProductsOf(categoryIds: readonly string[], size: number) {
      if (categoryIds.length === 0) return Promise.resolve([]);
      const ranked = listedProducts(db)
        .select([
          ...LIST_COLUMNS,
          'p.category_id',
          sql<number>`row_number() over (partition by p.category_id order by p.search_priority desc, p.name, p.id)`.as('position'),
        ])
        .where('p.category_id', 'in', categoryIds)
        .as('ranked');
      return db.selectFrom(ranked).selectAll().where('position', '<=', size).orderBy('category_id').orderBy('position').execute();
    },

    /** spec/03 7 products by type: the listed products of one type, by name. */
    productsOfType(productType: number) {
      return listedProducts(db)
        .select(['p.id', 'p.slug', 'p.name', 'p.cpt', 'p.product_type'])
        .where('p.product_type', '=', productType)
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof taxonomyRepository>;
