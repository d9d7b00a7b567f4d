import type { Category, Database } from '@labstore/db';
import type { Kysely } from 'kysely';

export function categoriesRepository(db: Kysely<Database>) {
  return {
    listAll(): Promise<Category[]> {
      return db.selectFrom('categories').selectAll().orderBy('name').execute();
    },
  };
}
