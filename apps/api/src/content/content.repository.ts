import type { ContentPage, Database } from '@labstore/db';
import type { Kysely } from 'kysely';

export function contentRepository(db: Kysely<Database>) {
  return {
    listActive(): Promise<ContentPage[]> {
      return db
        .selectFrom('content_pages')
        .selectAll()
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('name')
        .execute();
    },

    /** The pages of their own a search engine may list (the sitemap): links to elsewhere are no page of ours. */
    activeSlugs(): Promise<{ slug: string }[]> {
      return db.selectFrom('content_pages').select('slug').where('is_active', '=', true).where('is_link', '=', false).orderBy('slug').execute();
    },
  };
}
