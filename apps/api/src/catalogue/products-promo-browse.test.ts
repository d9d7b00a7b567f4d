import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { byNameThenId, type ProductListItem } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

interface ListBody {
  items: ProductListItem[];
  count: number;
}

const HOUR = 60 * 60 * 1000;

// spec/02 7 "Products usable with promo": listed products of the asked types
// that a product promo code usable now applies to (spec/03 3).
describe('GET /api/product/promo/browse/{flags}', () => {
  let app: FastifyInstance;

  async function idOf(slug: string): Promise<string> {
    return (await app.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }

  async function addPromo(code: string, productSlugs: string[], more: Partial<{ promo_type: number; is_active: boolean; date_start: Date; date_finish: Date; total_use_limit: number; total_used: number }> = {}) {
    const promo = await app.db
      .insertInto('promo_codes')
      .values({ description: code, code, discount_type: 1, discount_value: 1000, promo_type: 1, total_use_limit: 0, customer_use_limit: 1, ...more })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const slug of productSlugs) await app.db.insertInto('promo_code_products').values({ promo_code_id: promo.id, product_id: await idOf(slug) }).execute();
    return promo.id;
  }

  async function browse(path: string): Promise<{ body: ListBody; headers: Record<string, unknown> }> {
    const response = await app.inject({ method: 'GET', url: `/api/product/promo/browse/${path}` });
    assert.equal(response.statusCode, 200, `${path}: ${response.body}`);
    return { body: response.json<ListBody>(), headers: response.headers };
  }

  const slugsOf = (body: ListBody) => body.items.map((row) => row.slug).sort();

  beforeAll(async () => {
    app = await buildTestApp();
    // Every code this suite reads is made here: the seeded ones (VITD50 is a product code) would blur the answers.
    await app.db.deleteFrom('promo_codes').execute();
    const now = Date.now();
    // Usable: no dates and a limit of 0 (no limit) though used; hidden and inactive products on it stay unlisted.
    await addPromo('OPEN', ['tsh', 'thyroid-panel', 'calcitonin', 'lp-pla2-activity'], { total_used: 25 });
    // Usable: inside its dates, one use left.
    await addPromo('WINDOW', ['ferritin'], { date_start: new Date(now - 24 * HOUR), date_finish: new Date(now + 24 * HOUR), total_use_limit: 10, total_used: 9 });
    // Not usable, one reason each.
    await addPromo('OFF', ['free-t4'], { is_active: false });
    await addPromo('EXPIRED', ['free-t3'], { date_start: new Date(now - 48 * HOUR), date_finish: new Date(now - HOUR) });
    await addPromo('FUTURE', ['hemoglobin-a1c'], { date_start: new Date(now + HOUR) });
    await addPromo('USEDUP', ['lipid-panel'], { total_use_limit: 3, total_used: 3 });
    await addPromo('ORDER', ['vitamin-d-25-hydroxy'], { promo_type: 0 });
  });
  afterAll(() => app.close());

  test('the listed products a usable product promo applies to, as list rows; not through the read cache', async () => {
    const { body, headers } = await browse('255');
    assert.deepEqual(slugsOf(body), ['ferritin', 'thyroid-panel', 'tsh']);
    assert.equal(body.count, 3);
    const tsh = body.items.find((row) => row.slug === 'tsh');
    const keys = ['categoryName', 'categorySlug', 'cpt', 'id', 'imageId', 'isActive', 'lang', 'marketPrice', 'masterPrice', 'name', 'productType', 'slug'];
    assert.deepEqual(Object.keys(tsh!).sort(), keys);
    const product = (await app.inject({ method: 'GET', url: '/api/product/tsh' })).json<Record<string, unknown>>();
    assert.deepEqual(tsh, Object.fromEntries(Object.keys(tsh!).map((key) => [key, product[key]])));
    assert.equal(tsh!.masterPrice, 24);
    assert.equal(headers['cache-control'], 'public, max-age=60');
    assert.equal(headers.etag, undefined);
  });

  test('inactive, expired, not yet started, used up and order promo codes do not count', async () => {
    const { body } = await browse('255');
    for (const slug of ['free-t4', 'free-t3', 'hemoglobin-a1c', 'lipid-panel', 'vitamin-d-25-hydroxy']) {
      assert.ok(!body.items.some((row) => row.slug === slug), slug);
    }
  });

  test('hidden and inactive products are never listed, promo or not', async () => {
    const { body } = await browse('255');
    assert.ok(!body.items.some((row) => row.slug === 'calcitonin'));
    assert.ok(!body.items.some((row) => row.slug === 'lp-pla2-activity'));
  });

  test('only the types in the flags', async () => {
    assert.deepEqual(slugsOf((await browse('8')).body), ['thyroid-panel']);
    assert.deepEqual(slugsOf((await browse('1')).body), ['ferritin', 'tsh']);
    assert.deepEqual(slugsOf((await browse('9')).body), ['ferritin', 'thyroid-panel', 'tsh']);
    assert.deepEqual((await browse('16')).body, { items: [], count: 0 });
    assert.deepEqual((await browse('2')).body, { items: [], count: 0 });
  });

  test('paged and ordered like the other product lists', async () => {
    const byName = (await browse('255?$orderby=Name')).body.items.map((row) => row.slug);
    const expected = (await app.db.selectFrom('products').select(['id', 'slug', 'name']).where('slug', 'in', ['ferritin', 'thyroid-panel', 'tsh']).execute()).sort(byNameThenId('en'));
    assert.deepEqual(byName, expected.map((row) => row.slug));
    const first = (await browse('255?$orderby=Name&$top=2')).body;
    const second = (await browse('255?$orderby=Name&$top=2&$skip=2')).body;
    assert.deepEqual([...first.items, ...second.items].map((row) => row.slug), byName);
    assert.equal(first.count, 3);
    assert.equal(second.count, 3);
  });

  test('bad flags or paging: 400 with modelState', async () => {
    for (const flags of ['0', '256', 'x']) {
      const response = await app.inject({ method: 'GET', url: `/api/product/promo/browse/${flags}` });
      assert.equal(response.statusCode, 400, flags);
      assert.deepEqual(response.json().modelState, { flags: ['Flags must be a whole number from 1 to 255.'] });
    }
    const response = await app.inject({ method: 'GET', url: '/api/product/promo/browse/8?$top=101' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json().modelState), ['$top']);
  });

  test('a promo change shows at once: nothing is cached to refresh', async () => {
    const window = await app.db.selectFrom('promo_codes').select('id').where('code', '=', 'WINDOW').executeTakeFirstOrThrow();
    await app.db.updateTable('promo_codes').set({ total_used: 10 }).where('id', '=', window.id).execute();
    assert.deepEqual(slugsOf((await browse('1')).body), ['tsh']);
    await app.db.updateTable('promo_codes').set({ date_finish: new Date(Date.now() - 1000) }).where('code', '=', 'OPEN').execute();
    assert.deepEqual((await browse('255')).body, { items: [], count: 0 });
    await app.db.updateTable('promo_codes').set({ date_start: new Date(Date.now() - 1000) }).where('code', '=', 'FUTURE').execute();
    assert.deepEqual(slugsOf((await browse('255')).body), ['hemoglobin-a1c']);
  });
});
