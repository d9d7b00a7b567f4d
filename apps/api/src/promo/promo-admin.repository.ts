import type { Database, NewPromoCode, PromoCode, PromoCodeUpdate } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/** A promo code row with the products it names. */
export interface AdminPromoRow extends PromoCode {
  productIds: string[];
}

export interface AdminPromoListFilter {
  /** A LIKE pattern (lower case, wildcards escaped) for the code or the name. */
  pattern?: string | undefined;
  skip: number;
  top: number;
}

/** Issue 20: the promo code editor's Kysely code; `db` may be a transaction. */
export function promoAdminRepository(db: Kysely<Database>) {
  async function productsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    const byPromo = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byPromo;
    const rows = await db.selectFrom('promo_code_products').select(['promo_code_id', 'product_id']).where('promo_code_id', 'in', ids).orderBy('product_id').execute();
    for (const row of rows) byPromo.get(row.promo_code_id)?.push(row.product_id);
    return byPromo;
  }

  async function withProducts(rows: PromoCode[]): Promise<AdminPromoRow[]> {
    const products = await productsOf(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, productIds: products.get(row.id) ?? [] }));
  }

  /** The code's products become exactly these. */
  async function setProducts(id: string, productIds: readonly string[]): Promise<void> {
    await db.deleteFrom('promo_code_products').where('promo_code_id', '=', id).execute();
    if (productIds.length === 0) return;
    await db
      .insertInto('promo_code_products')
      .values([...new Set(productIds)].map((productId) => ({ promo_code_id: id, product_id: productId })))
      .execute();
  }

  return {
    /** spec/03 2: most used first; then by code and id, so pages never overlap. */
    async list({ pattern, skip, top }: AdminPromoListFilter): Promise<{ rows: AdminPromoRow[]; count: number }> {
      let query = db.selectFrom('promo_codes');
      if (pattern !== undefined) {
        query = query.where((eb) => eb.or([eb(sql<string>`lower(code)`, 'like', pattern), eb(sql<string>`lower(description)`, 'like', pattern)]));
      }
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('total_used', 'desc').orderBy(sql`lower(code)`).orderBy('id').offset(skip).limit(top).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await withProducts(rows), count: Number(total.count) };
    },

    async findById(id: string): Promise<AdminPromoRow | undefined> {
      const row = await db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await withProducts([row]))[0] : undefined;
    },

    /** The row locked for an update: a use counted meanwhile (promo-uses.ts takes the same lock) waits, so the limit is checked against the count that stands. */
    async lockById(id: string): Promise<AdminPromoRow | undefined> {
      const row = await db.selectFrom('promo_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      return row ? (await withProducts([row]))[0] : undefined;
    },

    /** Whether another code has this text, whatever its case (the unique index is on lower(code)). */
    async codeTaken(code: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('promo_codes').select('id').where(sql<string>`lower(code)`, '=', code.toLowerCase());
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(values: NewPromoCode, productIds: readonly string[]): Promise<string> {
      const created = await db.insertInto('promo_codes').values(values).returning('id').executeTakeFirstOrThrow();
      await setProducts(created.id, productIds);
      return created.id;
    },

    async update(id: string, values: PromoCodeUpdate): Promise<void> {
      await db
        .updateTable('promo_codes')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    setProducts,
  };
}
