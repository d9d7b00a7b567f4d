import { DEFAULT_FEE_SETTINGS } from '@labstore/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema/database';
import { promoCodes } from './data/promo-codes';

/** docs/decisions.md "Fees": the fee settings row, in cents, which the admin issue edits. */
export const FEES_SETTING_KEY = 'fees';

/** Codes are matched by their text (whatever its case) and never overwritten. */
async function seedPromoCodeRows(db: Kysely<Database>): Promise<void> {
  const existing = new Set((await db.selectFrom('promo_codes').select('code').execute()).map((row) => row.code.toLowerCase()));
  for (const promo of promoCodes.filter((candidate) => !existing.has(candidate.code.toLowerCase()))) {
    const created = await db
      .insertInto('promo_codes')
      .values({
        code: promo.code,
        description: promo.description,
        discount_type: promo.discountType,
        discount_value: promo.discountValue,
        promo_type: promo.productSlugs.length > 0 ? 1 : 0,
        date_start: promo.dateStart,
        date_finish: promo.dateFinish,
        is_active: promo.isActive,
        is_blured: promo.isBlured,
        total_use_limit: promo.totalUseLimit,
        customer_use_limit: promo.customerUseLimit,
        is_physician_oversight_fee_discount: promo.waivesPhysicianOversightFee,
        is_lab_draw_fee_discount: promo.waivesLabDrawFee,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (promo.productSlugs.length === 0) continue;
    const products = await db.selectFrom('products').select('id').where('slug', 'in', promo.productSlugs).execute();
    if (products.length !== promo.productSlugs.length) throw new Error(`seed: promo code ${promo.code} names a product that is not seeded`);
    await db
      .insertInto('promo_code_products')
      .values(products.map((product) => ({ promo_code_id: created.id, product_id: product.id })))
      .execute();
  }
}

/**
 * Promo codes to try the storefront with (demo data: FREETEST is 100% off,
 * unlimited, so never in production), and the fee settings row when there is none.
 */
export async function seedPromoCodes(db: Kysely<Database>, { demo }: { demo: boolean }): Promise<void> {
  if (demo) await seedPromoCodeRows(db);
  await db
    .insertInto('app_settings')
    .values({ key: FEES_SETTING_KEY, value: JSON.stringify(DEFAULT_FEE_SETTINGS) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
