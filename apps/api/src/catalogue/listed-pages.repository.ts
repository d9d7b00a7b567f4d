import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';

/** The catalogue's pages a search engine may list (the sitemap): listed products, and categories with listed products. */
export function listedPagesRepository(db: Kysely<Database>) {
  return {
    productSlugs(): Promise<{ slug: string }[]> {
      return db.selectFrom('products').select('slug').where('is_active', '=', true).where('is_hidden', '=', false).orderBy('slug').execute();
    },

    categoryIds(): Promise<{ id: string }[]> {
      return db
        .selectFrom('categories')
        .select('categories.id')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('products')
              .select('products.id')
              .whereRef('products.category_id', '=', 'categories.id')
              .where('products.is_active', '=', true)
              .where('products.is_hidden', '=', false),
          ),
        )
        .orderBy('categories.name')
        .execute();
    },
  };
}
