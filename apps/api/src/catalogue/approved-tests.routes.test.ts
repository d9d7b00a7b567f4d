import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

interface ApprovedProduct {
  id: string;
  slug: string;
  name: string;
  productType: number;
  pwnCode: string | null;
}
interface ApprovedList {
  items: ApprovedProduct[];
  count: number;
}

const URL = '/api/pwnhealth/products/approved';

// spec/02 4.5 step 3, spec/02 7: the tests the lab partner can fill.
describe('GET /api/pwnhealth/products/approved', () => {
  let app: FastifyInstance;
  let list: ApprovedList;
  let slugs: Set<string>;

  async function idOf(slug: string): Promise<string> {
    return (await app.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    // Off the partner's list: free-t3 (so thyroid-panel has one unapproved member).
    await app.db.updateTable('products').set({ pwn_code: 'NOT-ON-THE-LIST' }).where('slug', '=', 'free-t3').execute();
    // Inactive with a good code: lipoprotein-a (a member of heart-health-panel), and a whole panel.
    await app.db.updateTable('products').set({ is_active: false }).where('slug', 'in', ['lipoprotein-a', 'celiac-disease-panel']).execute();
    // A panel whose members are an approved test and a physician consult (exempt), an empty panel, and a test with the default code.
    const [consultPanel] = await app.db
      .insertInto('products')
      .values([
        { slug: 'thyroid-review-panel', name: 'Thyroid Review Panel', product_type: 8, master_price_cents: 9900 },
        { slug: 'empty-panel', name: 'Empty Panel', product_type: 8, master_price_cents: 100 },
        { slug: 'uncoded-test', name: 'Uncoded Test', product_type: 1, master_price_cents: 100 },
      ])
      .returning('id')
      .execute();
    await app.db
      .insertInto('product_children')
      .values([
        { parent_id: consultPanel!.id, child_id: await idOf('tsh'), position: 0 },
        { parent_id: consultPanel!.id, child_id: await idOf('physician-consultation-lab-results'), position: 1 },
      ])
      .execute();

    const response = await app.inject({ method: 'GET', url: URL });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=600');
    list = response.json<ApprovedList>();
    slugs = new Set(list.items.map((item) => item.slug));
  });
  afterAll(() => app.close());

  test('{ items, count }: id, slug, name, type and partner code, by name', async () => {
    assert.equal(list.count, list.items.length);
    assert.ok(list.count > 150);
    for (const item of list.items) assert.deepEqual(Object.keys(item).sort(), ['id', 'name', 'productType', 'pwnCode', 'slug']);
    const byName = await app.db.selectFrom('products').select('slug').where('slug', 'in', [...slugs]).orderBy('name').orderBy('id').execute();
    assert.deepEqual(
      list.items.map((item) => item.slug),
      byName.map((row) => row.slug),
    );
    assert.deepEqual(
      list.items.find((item) => item.slug === 'lipid-panel'),
      { id: await idOf('lipid-panel'), slug: 'lipid-panel', name: 'Lipid Panel', productType: 1, pwnCode: '7600' },
    );
    // A panel has no code of its own: it is approved through its members.
    assert.deepEqual(
      list.items.find((item) => item.slug === 'anemia-panel'),
      { id: await idOf('anemia-panel'), slug: 'anemia-panel', name: 'Anemia Panel', productType: 8, pwnCode: null },
    );
  });

  test("every listed test is active and its pwn code is on the partner's list", async () => {
    const codes = new Set((await app.db.selectFrom('partner_tests').select('code').execute()).map((row) => row.code));
    const active = new Set((await app.db.selectFrom('products').select('slug').where('is_active', '=', true).execute()).map((row) => row.slug));
    for (const item of list.items) {
      assert.ok(active.has(item.slug), item.slug);
      if (item.productType !== 8) assert.ok(item.pwnCode !== null && codes.has(item.pwnCode), item.slug);
    }
  });

  test('a test off the list is not approved, nor is a panel with it among its members', () => {
    assert.ok(slugs.has('tsh'));
    assert.ok(slugs.has('free-t4'));
    assert.ok(!slugs.has('free-t3'));
    assert.ok(!slugs.has('thyroid-panel'));
  });

  test('an inactive test is not approved, nor is a panel with it; an inactive panel is not approved', () => {
    assert.ok(!slugs.has('lp-pla2-activity'));
    assert.ok(!slugs.has('lipoprotein-a'));
    assert.ok(!slugs.has('heart-health-panel'));
    assert.ok(!slugs.has('advanced-lipid-panel-lpa-apob'));
    assert.ok(!slugs.has('celiac-disease-panel'));
    assert.ok(slugs.has('lipid-panel'));
  });

  test('a panel all of whose members are approved is approved', () => {
    for (const slug of ['anemia-panel', 'hepatitis-panel', 'mens-hormone-panel', 'essential-health-package']) assert.ok(slugs.has(slug), slug);
  });

  test('hidden but active tests stay approved: they can still be ordered', () => {
    assert.ok(slugs.has('calcitonin'));
  });

  test('physician consults are not on the list (they are exempt from the check), and do not keep a panel off it', () => {
    assert.ok(!slugs.has('physician-consultation-lab-results'));
    assert.ok(!slugs.has('physician-consultation-extended'));
    assert.ok(slugs.has('thyroid-review-panel'));
  });

  test('a panel without members and a test whose code names no partner test are not approved', () => {
    assert.ok(!slugs.has('empty-panel'));
    assert.ok(!slugs.has('uncoded-test'));
  });
});
