import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';

/** The fields an editor writes (spec/03 3 Category). */
export interface CategoryFields {
  name: string;
  description: string;
  image1Id: string | null;
  image2Id: string | null;
  flags: number;
}

/**
 * Issue 20: the category editor's queries (the catalogue owns categories).
 * The editor reads and writes the stored, English words; translations keep
 * their own rows (category_translations), untouched here.
 */
export function categoriesAdminRepository(db: Kysely<Database>) {
  const withProductCount = () =>
    db
      .selectFrom('categories as c')
      .select(['c.id', 'c.slug', 'c.name', 'c.description', 'c.image1_id', 'c.image2_id', 'c.flags'])
      .select((eb) => eb.selectFrom('products as p').whereRef('p.category_id', '=', 'c.id').select(sql<number>`count(*)::int`.as('n')).as('product_count'));

  return {
    /** A page of the categories whose name holds `search` (any case), by name. */
    async page(filter: { search: string; skip: number; top: number }) {
      const pattern = filter.search ? containingPattern(filter.search) : undefined;
      const rows = await withProductCount()
        .$if(pattern !== undefined, (query) => query.where(sql<string>`lower(c.name)`, 'like', pattern ?? ''))
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .offset(filter.skip)
        .limit(filter.top)
        .execute();
      const total = await db
        .selectFrom('categories as c')
        .$if(pattern !== undefined, (query) => query.where(sql<string>`lower(c.name)`, 'like', pattern ?? ''))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return { rows, count: total.n };
    },

    find(id: string) {
      return withProductCount().where('c.id', '=', id).executeTakeFirst();
    },

    /** The ids of `ids` that name a stored image. */
    async existingImages(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('images').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db.selectFrom('categories').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute();
      return new Set(rows.map((row) => row.slug));
    },

    async insert(slug: string, fields: CategoryFields): Promise<string> {
      const row = await db
        .insertInto('categories')
        .values({ slug, name: fields.name, description: fields.description, image1_id: fields.image1Id, image2_id: fields.image2Id, flags: fields.flags })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: string, fields: CategoryFields): Promise<void> {
      await db
        .updateTable('categories')
        .set({ name: fields.name, description: fields.description, image1_id: fields.image1Id, image2_id: fields.image2Id, flags: fields.flags, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },

    /** Locks the category's row for the change: two editors' changes go one after the other. */
    lock(id: string) {
      return db.selectFrom('categories').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    },
  };
}

export type AdminCategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof categoriesAdminRepository>['find']>>>;
