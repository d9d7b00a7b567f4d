import type { Database, NewProduct } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';

/** The columns an editor writes (spec/03 3 Product (admin)), as stored: cents, the lab bit mask, sanitized HTML. */
export type ProductColumns = Pick<
  NewProduct,
  | 'name'
  | 'slug'
  | 'cpt'
  | 'market_price_cents'
  | 'master_price_cents'
  | 'customer_price_cents'
  | 'patient_price_cents'
  | 'extra_tests_price_cents'
  | 'search_priority'
  | 'page_title'
  | 'meta_robots'
  | 'meta_description'
  | 'image_id'
  | 'lab_codes'
  | 'quest_code'
  | 'tags'
  | 'category_id'
  | 'product_type'
  | 'description_html'
  | 'instructions_html'
  | 'is_hidden'
  | 'is_active'
>;

/**
 * Issue 20: the test editor's queries (the catalogue owns products and
 * product_children). The editor reads and writes the stored, English words;
 * translations keep their own rows (product_translations), untouched here.
 */
export function productsAdminRepository(db: Kysely<Database>) {
  const listed = (filter: { search: string; leftOut: readonly number[] }) => {
    const pattern = filter.search ? containingPattern(filter.search) : undefined;
    return db
      .selectFrom('products as p')
      .where('p.product_type', 'not in', [...filter.leftOut])
      .$if(pattern !== undefined, (query) => query.where((eb) => eb.or([eb(sql<string>`lower(p.name)`, 'like', pattern ?? ''), eb(sql<string>`lower(p.cpt)`, 'like', pattern ?? '')])));
  };

  return {
    /** A page of the tests whose name or CPT holds `search` (any case; '' is every one), by name, `leftOut` types excepted. */
    async page(filter: { search: string; leftOut: readonly number[]; skip: number; top: number }) {
      const rows = await listed(filter)
        .select(['p.id', 'p.name', 'p.slug', 'p.cpt', 'p.image_id', 'p.product_type', 'p.is_active', 'p.is_hidden'])
        .orderBy(sql`lower(p.name)`)
        .orderBy('p.id')
        .offset(filter.skip)
        .limit(filter.top)
        .execute();
      const total = await listed(filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { rows, count: total.n };
    },

    /** One test with its category's name. */
    find(id: string) {
      return db
        .selectFrom('products as p')
        .leftJoin('categories as c', 'c.id', 'p.category_id')
        .selectAll('p')
        .select('c.name as category_name')
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    /** A test's members (spec/03 3 Child relation), in the panel's order. */
    childrenOf(id: string) {
      return db
        .selectFrom('product_children as pc')
        .innerJoin('products as child', 'child.id', 'pc.child_id')
        .select(['pc.child_id', 'child.name', 'pc.relation_type'])
        .where('pc.parent_id', '=', id)
        .orderBy('pc.position')
        .orderBy(sql`lower(child.name)`)
        .orderBy('pc.child_id')
        .execute();
    },

    /** The panels (parents) a test is a member of, by name. */
    async parentNamesOf(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('product_children as pc')
        .innerJoin('products as parent', 'parent.id', 'pc.parent_id')
        .select('parent.name')
        .where('pc.child_id', '=', id)
        .orderBy(sql`lower(parent.name)`)
        .execute();
      return rows.map((row) => row.name);
    },

    member(parentId: string, childId: string) {
      return db.selectFrom('product_children').select(['relation_type', 'position']).where('parent_id', '=', parentId).where('child_id', '=', childId).executeTakeFirst();
    },

    /** Adds a member at the end of the parent's list. */
    async insertMember(parentId: string, childId: string, relationType: number): Promise<void> {
      await db
        .insertInto('product_children')
        .values((eb) => ({
          parent_id: parentId,
          child_id: childId,
          relation_type: relationType,
          position: eb.selectFrom('product_children').select(sql<number>`coalesce(max(position) + 1, 0)`.as('next')).where('parent_id', '=', parentId),
        }))
        .execute();
    },

    async deleteMember(parentId: string, childId: string): Promise<void> {
      await db.deleteFrom('product_children').where('parent_id', '=', parentId).where('child_id', '=', childId).execute();
    },

    /** The id of the test holding `slug`, if any. */
    async slugOwner(slug: string): Promise<string | undefined> {
      const row = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
      return row?.id;
    },

    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db.selectFrom('products').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute();
      return new Set(rows.map((row) => row.slug));
    },

    async categoryExists(id: string): Promise<boolean> {
      return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async imageExists(id: string): Promise<boolean> {
      return (await db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async insert(columns: ProductColumns): Promise<string> {
      const row = await db.insertInto('products').values(columns).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: string, columns: ProductColumns): Promise<void> {
      await db
        .updateTable('products')
        .set({ ...columns, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** The test and its own rows (members it holds, translations) go; promo codes naming it forget it (on delete cascade). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('products').where('id', '=', id).execute();
    },

    /** Locks the test's row for the change: two editors' changes go one after the other. */
    lock(id: string) {
      return db.selectFrom('products').select(['id', 'name', 'product_type']).where('id', '=', id).forUpdate().executeTakeFirst();
    },
  };
}

export type AdminProductDbRow = NonNullable<Awaited<ReturnType<ReturnType<typeof productsAdminRepository>['find']>>>;
export type AdminProductChildRow = Awaited<ReturnType<ReturnType<typeof productsAdminRepository>['childrenOf']>>[number];
