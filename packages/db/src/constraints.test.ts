import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from './connect';
import { createTestDatabase } from './testing';

// Rules that are absolute live in the database too (issue 2): whatever code
// path writes, these rows cannot exist.
describe('database constraints', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const newUser = (email: string) => ({ email, password_hash: 'x' });

  test('an e-mail address is unique whatever its case', async () => {
    await database.db.insertInto('users').values(newUser('Ana@Example.com')).execute();
    await assert.rejects(database.db.insertInto('users').values(newUser('ana@example.COM')).execute(), /users_email_unique/);
  });

  test('a product slug is unique and kebab-case', async () => {
    const product = { slug: 'ferritin-test', name: 'Ferritin', product_type: 1, master_price_cents: 1900 };
    await database.db.insertInto('products').values(product).execute();
    await assert.rejects(database.db.insertInto('products').values({ ...product, name: 'Other' }).execute(), /duplicate key|unique/);
    await assert.rejects(database.db.insertInto('products').values({ ...product, slug: 'Not A Slug' }).execute(), /check constraint/);
  });

  test('money is never negative', async () => {
    const base = { name: 'Test', product_type: 1 };
    await assert.rejects(
      database.db.insertInto('products').values({ ...base, slug: 'negative-price', master_price_cents: -1 }).execute(),
      /check constraint/,
    );
    await assert.rejects(
      database.db.insertInto('products').values({ ...base, slug: 'negative-market', master_price_cents: 1, market_price_cents: -100 }).execute(),
      /check constraint/,
    );
    const user = await database.db.insertInto('users').values(newUser('payer@example.com')).returning('id').executeTakeFirstOrThrow();
    const profile = await database.db
      .insertInto('profiles')
      .values({ user_id: user.id, first_name: 'A', last_name: 'B', gender: 1, birth_date: '1990-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await assert.rejects(
      database.db.insertInto('orders').values({ user_id: user.id, profile_id: profile.id, status: 2, order_total_cents: -5 }).execute(),
      /check constraint/,
    );
  });

  test('order numbers are numeric and increase', async () => {
    const first = await database.db.insertInto('orders').defaultValues().returning('number').executeTakeFirstOrThrow();
    const second = await database.db.insertInto('orders').defaultValues().returning('number').executeTakeFirstOrThrow();
    assert.equal(typeof first.number, 'number');
    assert.ok(first.number >= 100001);
    assert.equal(second.number, first.number + 1);
  });

  test('only a cart may exist without an owner', async () => {
    await assert.rejects(database.db.insertInto('orders').values({ status: 2 }).execute(), /check constraint/);
  });

  test('a birth date reads back as the same calendar day', async () => {
    const user = await database.db.insertInto('users').values(newUser('dates@example.com')).returning('id').executeTakeFirstOrThrow();
    const profile = await database.db
      .insertInto('profiles')
      .values({ user_id: user.id, first_name: 'Leap', last_name: 'Day', gender: 2, birth_date: '2000-02-29' })
      .returning('birth_date')
      .executeTakeFirstOrThrow();
    assert.equal(profile.birth_date, '2000-02-29');
  });

  test('phones are 10 digits not starting with 1, zips 5 digits', async () => {
    const user = await database.db.insertInto('users').values(newUser('phones@example.com')).returning('id').executeTakeFirstOrThrow();
    const profile = { user_id: user.id, first_name: 'A', last_name: 'B', gender: 1, birth_date: '1990-01-01' };
    await assert.rejects(database.db.insertInto('profiles').values({ ...profile, mobile_phone: '1317555010' }).execute(), /check constraint/);
    await assert.rejects(database.db.insertInto('profiles').values({ ...profile, mobile_phone: '317555010' }).execute(), /check constraint/);
    // spec/01 5 forbids only a leading 1, as the domain rule does.
    await database.db.insertInto('profiles').values({ ...profile, is_child: true, home_phone: '0175550100' }).execute();
    const saved = await database.db.insertInto('profiles').values({ ...profile, mobile_phone: '3175550100' }).returning('id').executeTakeFirstOrThrow();
    await assert.rejects(
      database.db
        .insertInto('addresses')
        .values({ profile_id: saved.id, address_type: 0, address_line: 'x', city: 'y', state: 'IN', zip: '4620' })
        .execute(),
      /check constraint/,
    );
  });
});
