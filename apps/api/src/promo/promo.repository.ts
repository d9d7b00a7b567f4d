import type { Database, PromoCode } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/** A promo code with its products and where the database clock says it stands. */
export interface PromoRecord extends PromoCode {
  productIds: string[];
  /** No start, or the start has passed. */
  is_started: boolean;
  /** The finish has passed (the finish is the last usable instant). */
  is_finished: boolean;
}

/** All Kysely code of promo codes; `db` may be a transaction. */
export function promoRepository(db: Kysely<Database>) {
  async function withProducts(promo: (PromoCode & { is_started: boolean; is_finished: boolean }) | undefined): Promise<PromoRecord | undefined> {
    if (!promo) return undefined;
    const rows = await db.selectFrom('promo_code_products').select('product_id').where('promo_code_id', '=', promo.id).execute();
    return { ...promo, productIds: rows.map((row) => row.product_id) };
  }

  function selectPromos() {
    return db
      .selectFrom('promo_codes')
      .selectAll()
      .select(sql<boolean>`date_start is null or date_start <= now()`.as('is_started'))
      .select(sql<boolean>`date_finish is not null and date_finish < now()`.as('is_finished'));
  }

  return {
    /** Codes are matched whatever their case (the unique index is on lower(code)). */
    async findByCode(code: string): Promise<PromoRecord | undefined> {
      return withProducts(await selectPromos().where(sql<string>`lower(code)`, '=', code.toLowerCase()).executeTakeFirst());
    },

    async findById(id: string): Promise<PromoRecord | undefined> {
      return withProducts(await selectPromos().where('id', '=', id).executeTakeFirst());
    },

    /** Several codes at once, in two statements whatever their number (the order history prices a page of orders). */
    async findByIds(ids: readonly string[]): Promise<Map<string, PromoRecord>> {
      if (ids.length === 0) return new Map();
      const promos = await selectPromos().where('id', 'in', [...new Set(ids)]).execute();
      const products = promos.length === 0 ? [] : await db.selectFrom('promo_code_products').select(['promo_code_id', 'product_id']).where('promo_code_id', 'in', promos.map((promo) => promo.id)).execute();
      return new Map(promos.map((promo) => [promo.id, { ...promo, productIds: products.filter((row) => row.promo_code_id === promo.id).map((row) => row.product_id) }]));
    },
  };
}

export type PromoRepository = ReturnType<typeof promoRepository>;
