import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../connect';
import { createTestDatabase } from '../testing';
import { CATEGORIES_ES } from './data/es/categories';
import { NAVIGATION_ES } from './data/es/navigation';
import { PRODUCTS_ES } from './data/es/products';
import { seedDatabase } from './seed';

async function countRows(database: DatabaseHandle, table: string, where = sql`true`): Promise<number> {
  const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)} where ${where}`.execute(database.db);
  return result.rows[0]?.count ?? 0;
}

describe('seed data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    assert.equal(await seedDatabase(database.db), true);
  });
  afterAll(() => database.close());

  test('looks like the real store', async () => {
    assert.ok((await countRows(database, 'products', sql`product_type <> 8`)) >= 150, 'individual tests');
    assert.ok((await countRows(database, 'products', sql`product_type = 8`)) >= 15, 'panels');
    assert.ok((await countRows(database, 'test_centers')) >= 2000, 'test centers');
    assert.ok((await countRows(database, 'blog_articles')) >= 12, 'blog articles');
    assert.ok((await countRows(database, 'categories', sql`flags & 1 = 1`)) >= 5, 'home carousel categories');
    assert.equal(await countRows(database, 'test_centers', sql`state not in ('AA', 'AE', 'AP')`), await countRows(database, 'test_centers'));
  });

  test("writes the Spanish of seed/data/es beside the English, which stays (issue 16)", async () => {
    assert.equal(await countRows(database, 'product_translations', sql`language = 'es'`), PRODUCTS_ES.size);
    assert.equal(await countRows(database, 'category_translations', sql`language = 'es'`), CATEGORIES_ES.size);
    assert.equal(await countRows(database, 'content_page_translations', sql`language = 'es'`), NAVIGATION_ES.size);
    const [slug, spanish] = [...PRODUCTS_ES][0] ?? [];
    assert.ok(slug && spanish);
    const row = await database.db
      .selectFrom('products as p')
      .innerJoin('product_translations as t', 't.product_id', 'p.id')
      .select(['p.name as english', 't.name as spanish'])
      .where('p.slug', '=', slug)
      .executeTakeFirstOrThrow();
    assert.equal(row.spanish, spanish.name);
    assert.notEqual(row.english, spanish.name);
  });

  test('every panel has its member tests, each an individual test', async () => {
    const panels = await database.db
      .selectFrom('products as panel')
      .leftJoin('product_children as link', 'link.parent_id', 'panel.id')
      .leftJoin('products as member', 'member.id', 'link.child_id')
      .select(['panel.slug', 'member.product_type as memberType'])
      .where('panel.product_type', '=', 8)
      .execute();
    for (const row of panels) {
      assert.notEqual(row.memberType, null, `${row.slug} has members`);
      assert.notEqual(row.memberType, 8, `${row.slug} member is not a panel`);
    }
  });

  test('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all(['products', 'product_children', 'test_centers', 'blog_articles', 'content_pages', 'images'].map((table) => countRows(database, table)));
    assert.equal(await seedDatabase(database.db), false, 'skipped when already seeded');
    await database.db.deleteFrom('app_settings').where('key', '=', 'seed.version').execute();
    assert.equal(await seedDatabase(database.db), true, 'runs again when the version is unknown');
    const afterCounts = await Promise.all(['products', 'product_children', 'test_centers', 'blog_articles', 'content_pages', 'images'].map((table) => countRows(database, table)));
    assert.deepEqual(afterCounts, before);
  });

  test('every individual test carries its partner test code as pwn code; panels and consults keep the default', async () => {
    const products = await database.db
      .selectFrom('products as p')
      .leftJoin('partner_tests as t', 't.code', 'p.pwn_code')
      .select(['p.slug', 'p.product_type', 'p.pwn_code', 't.code as partnerCode'])
      .execute();
    for (const product of products) {
      if (product.product_type === 8 || product.product_type === 16) {
        assert.equal(product.pwn_code, 'test', product.slug);
      } else {
        assert.equal(product.partnerCode, product.pwn_code, product.slug);
      }
    }
    const lipid = products.find((product) => product.slug === 'lipid-panel');
    assert.equal(lipid?.pwn_code, '7600');
    const ldh = products.find((product) => product.slug === 'ldh');
    assert.equal(ldh?.pwn_code, 'CPT-83615');
  });

  test('a database seeded before pwn codes gets them, but an edited pwn code stays', async () => {
    await database.db.updateTable('products').set({ pwn_code: 'test' }).where('slug', 'in', ['tsh', 'ldh']).execute();
    await database.db.updateTable('products').set({ pwn_code: 'Q-EDIT' }).where('slug', '=', 'ferritin').execute();
    await database.db.deleteFrom('app_settings').where('key', '=', 'seed.version').execute();
    await seedDatabase(database.db);
    const rows = await database.db.selectFrom('products').select(['slug', 'pwn_code']).where('slug', 'in', ['tsh', 'ldh', 'ferritin']).orderBy('slug').execute();
    assert.deepEqual(
      rows.map((row) => [row.slug, row.pwn_code]),
      [['ferritin', 'Q-EDIT'], ['ldh', 'CPT-83615'], ['tsh', '899']],
    );
  });

  test('never overwrites what an administrator changed', async () => {
    await database.db.updateTable('products').set({ master_price_cents: 4242 }).where('slug', '=', 'lipid-panel').execute();
    await database.db.deleteFrom('app_settings').where('key', '=', 'seed.version').execute();
    await seedDatabase(database.db);
    const product = await database.db.selectFrom('products').select('master_price_cents').where('slug', '=', 'lipid-panel').executeTakeFirstOrThrow();
    assert.equal(product.master_price_cents, 4242);
  });
});

describe('seed data without the demo (production)', () => {
  test('no demo promo code is seeded, while the catalogue and the fee settings are', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      assert.equal(await seedDatabase(database.db, { demo: false }), true);
      assert.equal(await countRows(database, 'promo_codes'), 0);
      assert.ok((await countRows(database, 'products')) > 100);
      assert.equal(await countRows(database, 'app_settings', sql`key = 'fees'`), 1);
    } finally {
      await database.close();
    }
  });
});

// Instances starting together on a new database (issue 21: several instances).
// PostgreSQL only: PGlite runs one statement at a time, so nothing overlaps there.
describe.skipIf(!process.env.TEST_DATABASE_URL)('seed on instances starting together', () => {
  let together: DatabaseHandle;
  let alone: DatabaseHandle;
  beforeAll(async () => {
    [together, alone] = await Promise.all([createTestDatabase({ seed: false }), createTestDatabase({ seed: false })]);
  });
  afterAll(() => Promise.all([together.close(), alone.close()]));

  test('each start seeds or finds it seeded, and the data is what one start makes', async () => {
    await Promise.all([1, 2, 3].map(() => seedDatabase(together.db, { demo: false })));
    await seedDatabase(alone.db, { demo: false });
    for (const table of ['categories', 'products', 'test_centers', 'blog_articles']) {
      assert.equal(await countRows(together, table), await countRows(alone, table), table);
    }
  });
});
