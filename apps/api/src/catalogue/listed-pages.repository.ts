import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';

/** The public pages a search engine may list: listed products, categories with listed products, active articles and content pages. */
export function sitemapRepository(db: Kysely<Database>) {
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

    articleSlugs(): Promise<{ slug: string }[]> {
      return db.selectFrom('blog_articles').select('slug').where('is_active', '=', true).orderBy('slug').execute();
    },

    contentSlugs(): Promise<{ slug: string }[]> {
      return db.selectFrom('content_pages').select('slug').where('is_active', '=', true).where('is_link', '=', false).orderBy('slug').execute();
    },
  };
}
