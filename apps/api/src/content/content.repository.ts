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
  };
}
