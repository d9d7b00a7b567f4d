import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { compiledOnce, type SlotOf } from './compiled-once';
import type { DatabaseHandle } from './connect';
import type { Database } from './schema/database';
import { createTestDatabase } from './testing';

describe('compiledOnce', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  let builds = 0;
  const productsPricedBetween = compiledOnce((db: Kysely<Database>, slot: SlotOf<{ least: number; most: number; slugPrefix: string }>) => {
    builds += 1;
    return db
      .selectFrom('products')
      .select('slug')
      .where('master_price_cents', '>=', slot('least'))
      .where('master_price_cents', '<=', slot('most'))
      .where('slug', 'like', sql<string>`${slot('slugPrefix')} || '%'`)
      .where('product_type', '=', 1)
      .orderBy('slug')
      .compile();
  });

  test('builds the statement once and sends each call its own values, constants kept in place', async () => {
    const product = (slug: string, cents: number, type = 1) => ({ slug, name: slug, product_type: type, master_price_cents: cents });
    await database.db
      .insertInto('products')
      .values([product('once-cheap', 100), product('once-middle', 500), product('once-dear', 900), product('once-panel', 500, 2), product('other-middle', 500)])
      .execute();

    assert.deepEqual(await productsPricedBetween(database.db, { least: 0, most: 600, slugPrefix: 'once-' }), [{ slug: 'once-cheap' }, { slug: 'once-middle' }]);
    assert.deepEqual(await productsPricedBetween(database.db, { least: 400, most: 1000, slugPrefix: 'once-' }), [{ slug: 'once-dear' }, { slug: 'once-middle' }]);
    // Inside a transaction too (each call may come with another Kysely instance).
    const inTransaction = await database.db.transaction().execute((trx) => productsPricedBetween(trx, { least: 400, most: 600, slugPrefix: 'other-' }));
    assert.deepEqual(inTransaction, [{ slug: 'other-middle' }]);
    assert.equal(builds, 1);
  });

  test.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL the statement is sent prepared, under a name of its own', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      await productsPricedBetween(trx, { least: 0, most: 1, slugPrefix: 'none-' });
      // The same connection: the transaction holds it.
      const rows = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx);
      return rows.rows;
    });
    const ours = prepared.find((row) => row.statement.includes('"master_price_cents" >='));
    assert.ok(ours, `not prepared: ${JSON.stringify(prepared)}`);
    assert.match(ours.name, /^labstore_prepared_\d+$/);
  });
});
