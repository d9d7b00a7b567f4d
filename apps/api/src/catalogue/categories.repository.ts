import type { Category, Database } from '@labstore/db';
import type { Kysely } from 'kysely';

export function categoriesRepository(db: Kysely<Database>) {
  return {
    listAll(): Promise<Category[]> {
      return db.selectFrom('categories').selectAll().orderBy('name').execute();
    },

    /** spec/02 7 category browse: by id when a GUID is given, else by slug. */
    findIdBySlugOrId(slugOrId: string, byId: boolean): Promise<{ id: string } | undefined> {
      return db.selectFrom('categories').select('id').where(byId ? 'id' : 'slug', '=', slugOrId).executeTakeFirst();
    },
  };
}
