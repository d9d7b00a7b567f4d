import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { DEFAULT_FEE_SETTINGS } from '@labstore/domain';
import type { DatabaseHandle } from '../connect';
import { createTestDatabase } from '../testing';
import { promoCodes } from './data/promo-codes';
import { FEES_SETTING_KEY, seedPromoCodes } from './seed-promo-codes';

describe('seeded promo codes and fee settings', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.close());

  test('every seed code is stored as given; the product code names its test', async () => {
    const rows = await database.db
      .selectFrom('promo_codes as c')
      .leftJoin('promo_code_products as cp', 'cp.promo_code_id', 'c.id')
      .leftJoin('products as p', 'p.id', 'cp.product_id')
      .select(['c.code', 'c.discount_type', 'c.discount_value', 'c.promo_type', 'c.is_blured', 'c.is_lab_draw_fee_discount', 'p.slug'])
      .orderBy('c.code')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.code),
      promoCodes.map((promo) => promo.code).sort(),
    );
    assert.deepEqual(
      rows.find((row) => row.code === 'VITD50'),
      { code: 'VITD50', discount_type: 1, discount_value: 5000, promo_type: 1, is_blured: false, is_lab_draw_fee_discount: false, slug: 'vitamin-d-25-hydroxy' },
    );
    assert.deepEqual(
      rows.find((row) => row.code === 'FREETEST'),
      { code: 'FREETEST', discount_type: 1, discount_value: 10000, promo_type: 0, is_blured: false, is_lab_draw_fee_discount: true, slug: null },
    );
  });

  test("the fee settings row holds the defaults, and a reseed overwrites neither it nor an administrator's code edits", async () => {
    await database.db.updateTable('promo_codes').set({ discount_value: 1500 }).where('code', '=', 'WELCOME10').execute();
    await database.db.updateTable('app_settings').set({ value: JSON.stringify({ ...DEFAULT_FEE_SETTINGS, labDrawCents: 500 }) }).where('key', '=', FEES_SETTING_KEY).execute();
    const count = async () => (await database.db.selectFrom('promo_codes').select('id').execute()).length;
    const before = await count();
    await seedPromoCodes(database.db, { demo: true });
    assert.equal(await count(), before);
    const welcome = await database.db.selectFrom('promo_codes').select('discount_value').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
    assert.equal(welcome.discount_value, 1500);
    const fees = await database.db.selectFrom('app_settings').select('value').where('key', '=', FEES_SETTING_KEY).executeTakeFirstOrThrow();
    assert.deepEqual(fees.value, { ...DEFAULT_FEE_SETTINGS, labDrawCents: 500 });
  });
});
