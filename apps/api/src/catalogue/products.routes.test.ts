import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { compareNames, type ProductDetail, type ProductListItem } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

interface ListBody {
  items: ProductListItem[];
  count: number;
}

describe('catalogue product reads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function getJson<T>(url: string): Promise<T> {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json<T>();
  }

  async function listedCount(): Promise<number> {
    const row = await app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('is_active', '=', true)
      .where('is_hidden', '=', false)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  describe('GET /api/product/{slugOrId}', () => {
    test('by slug: the product page fields, money as decimals', async () => {
      const product = await getJson<ProductDetail>('/api/product/lipid-panel');
      assert.equal(product.slug, 'lipid-panel');
      assert.equal(product.name, 'Lipid Panel');
      assert.equal(product.cpt, '80061');
      assert.equal(product.questCode, '7600');
      assert.equal(product.masterPrice, 24);
      assert.equal(product.marketPrice, 79);
      assert.equal(product.categorySlug, 'heart-health');
      assert.ok(product.categoryId && product.categoryName);
      assert.deepEqual(product.tags, ['cholesterol', 'LDL', 'HDL', 'triglycerides', 'lipid']);
      assert.equal(product.isActive, true);
      assert.equal(product.isHidden, false);
      assert.match(product.description, /<strong>Lipid Panel<\/strong>/);
      assert.ok(product.instructions.length > 0);
      assert.equal(product.pageTitle, 'Lipid Panel | labstore');
      assert.deepEqual(product.children, []);
    });

    test('by GUID, in any case, the same product', async () => {
      const bySlug = await getJson<ProductDetail>('/api/product/hemoglobin-a1c');
      const byId = await getJson<ProductDetail>(`/api/product/${bySlug.id.toUpperCase()}`);
      assert.deepEqual(byId, bySlug);
    });

    test('a panel lists its member tests in position order', async () => {
      const panel = await getJson<ProductDetail>('/api/product/advanced-lipid-panel-lpa-apob');
      assert.equal(panel.productType, 8);
      assert.deepEqual(
        panel.children.map((child) => child.slug),
        ['lipid-panel', 'lipoprotein-a', 'apolipoprotein-b'],
      );
      assert.equal(panel.children[0]?.masterPrice, 24);
    });

    test('inactive and hidden products still answer, saying so', async () => {
      const inactive = await getJson<ProductDetail>('/api/product/lp-pla2-activity');
      assert.equal(inactive.isActive, false);
      const hidden = await getJson<ProductDetail>('/api/product/calcitonin');
      assert.equal(hidden.isHidden, true);
    });

    test('unknown slug or GUID: 404 Not Found', async () => {
      for (const url of ['/api/product/no-such-test', '/api/product/00000000-0000-4000-8000-000000000000']) {
        const response = await app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { message: 'Not Found' });
      }
    });
  });

  describe('GET /api/product/all', () => {
    test('first page of 10 by search priority, count of all listed products', async () => {
      const page = await getJson<ListBody>('/api/product/all');
      assert.equal(page.items.length, 10);
      assert.equal(page.count, await listedCount());
      const row = page.items[0];
      assert.ok(row);
      assert.deepEqual(Object.keys(row).sort(), ['categoryName', 'categorySlug', 'cpt', 'id', 'imageId', 'isActive', 'lang', 'marketPrice', 'masterPrice', 'name', 'productType', 'slug'].sort());
    });

    test('pages walk every listed product once, never inactive or hidden ones', async () => {
      const count = await listedCount();
      const seen: string[] = [];
      for (let skip = 0; skip < count; skip += 37) {
        seen.push(...(await getJson<ListBody>(`/api/product/all?$skip=${skip}&$top=37&$orderby=Name`)).items.map((row) => row.slug));
      }
      assert.equal(seen.length, count);
      assert.equal(new Set(seen).size, count);
      assert.ok(!seen.includes('lp-pla2-activity'));
      assert.ok(!seen.includes('calcitonin'));
      assert.ok(seen.includes('lipid-panel'));
    });

    test('names sort as people read them: case does not split the alphabet (issue 16 defect 3)', async () => {
      const count = await listedCount();
      const names: string[] = [];
      for (let skip = 0; skip < count; skip += 100) {
        names.push(...(await getJson<ListBody>(`/api/product/all?$skip=${skip}&$top=100&$orderby=Name`)).items.map((row) => row.name));
      }
      const at = (start: string) => names.findIndex((name) => name.startsWith(start));
      assert.ok(at('Advanced') < at('ALT'), 'Advanced... before ALT');
      assert.ok(at('hCG') < at('Zinc'), 'hCG before Zinc');
      assert.ok(at('hs-CRP') < at('Zinc'), 'hs-CRP before Zinc');
      assert.deepEqual(names, [...names].sort(compareNames('en')));
    });

    test('$orderby sorts by name and by price, both ways', async () => {
      const byName = (await getJson<ListBody>('/api/product/all?$top=100&$orderby=Name')).items.map((row) => row.name);
      assert.deepEqual(byName, [...byName].sort(compareNames('en')));
      const byNameDesc = (await getJson<ListBody>('/api/product/all?$top=100&$orderby=Name%20desc')).items.map((row) => row.name);
      assert.deepEqual(byNameDesc, [...byNameDesc].sort(compareNames('en')).reverse());
      const prices = (await getJson<ListBody>('/api/product/all?$top=100&$orderby=MasterPrice')).items.map((row) => row.masterPrice);
      assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
      const pricesDesc = (await getJson<ListBody>('/api/product/all?$top=100&$orderby=MasterPrice%20desc')).items.map((row) => row.masterPrice);
      assert.deepEqual(pricesDesc, [...pricesDesc].sort((a, b) => b - a));
    });

    test('a page past the end is empty with the full count', async () => {
      const page = await getJson<ListBody>('/api/product/all?$skip=100000&$top=10');
      assert.deepEqual(page.items, []);
      assert.equal(page.count, await listedCount());
    });

    test('bad $top, $skip or $orderby: 400 with modelState', async () => {
      for (const [query, field] of [
        ['$top=0', '$top'],
        ['$top=101', '$top'],
        ['$top=x', '$top'],
        ['$skip=-1', '$skip'],
        ['$orderby=Price', '$orderby'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: `/api/product/all?${query}` });
        assert.equal(response.statusCode, 400, query);
        const body = response.json<{ message: string; modelState: Record<string, string[]> }>();
        assert.deepEqual(Object.keys(body.modelState), [field], query);
        assert.match(body.modelState[field]![0]!, /must be/);
      }
    });
  });

  describe('GET /api/category/browse/{id}', () => {
    test('by slug or id: the listed products of that category', async () => {
      const panels = await getJson<ListBody>('/api/category/browse/panels?$top=100&$orderby=Name');
      assert.ok(panels.count > 0);
      assert.equal(panels.items.length, panels.count);
      for (const row of panels.items) assert.equal(row.categoryName, panels.items[0]?.categoryName);
      assert.ok(panels.items.some((row) => row.slug === 'advanced-lipid-panel-lpa-apob'));
      const category = await app.db.selectFrom('categories').select('id').where('slug', '=', 'panels').executeTakeFirstOrThrow();
      assert.deepEqual(await getJson<ListBody>(`/api/category/browse/${category.id}?$top=100&$orderby=Name`), panels);
    });

    test('paged: skip 0, top 10', async () => {
      const page = await getJson<ListBody>('/api/category/browse/heart-health?$skip=0&$top=2&$orderby=Name');
      assert.equal(page.items.length, 2);
      assert.ok(page.count >= 2);
    });

    test('unknown category: 404', async () => {
      for (const url of ['/api/category/browse/no-such-category', '/api/category/browse/00000000-0000-4000-8000-000000000000']) {
        const response = await app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { message: 'Not Found' });
      }
    });
  });

  describe('GET /api/product/type/browse/{flags}', () => {
    test('8 answers panels only; 8|16 adds physician consults', async () => {
      const panels = await getJson<ListBody>('/api/product/type/browse/8?$top=100');
      assert.ok(panels.count > 0);
      for (const row of panels.items) assert.equal(row.productType, 8, row.slug);
      const both = await getJson<ListBody>('/api/product/type/browse/24?$top=100');
      assert.ok(both.count >= panels.count);
      for (const row of both.items) assert.ok(row.productType === 8 || row.productType === 16, row.slug);
    });

    test('flags outside 1..255: 400', async () => {
      for (const flags of ['0', '256', 'x']) {
        const response = await app.inject({ method: 'GET', url: `/api/product/type/browse/${flags}` });
        assert.equal(response.statusCode, 400, flags);
        assert.deepEqual(response.json().modelState, { flags: ['Flags must be a whole number from 1 to 255.'] });
      }
    });
  });

  describe('GET /api/image/{id}', () => {
    test('the bytes with their type, cached for a year', async () => {
      const product = await getJson<ProductDetail>('/api/product/lipid-panel');
      assert.ok(product.imageId);
      const stored = await app.db.selectFrom('images').select(['mime_type', 'byte_size']).where('id', '=', product.imageId).executeTakeFirstOrThrow();
      const response = await app.inject({ method: 'GET', url: `/api/image/${product.imageId}` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], stored.mime_type);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(response.rawPayload.length, stored.byte_size);
      const again = await app.inject({ method: 'GET', url: `/api/image/${product.imageId}`, headers: { 'if-none-match': String(response.headers.etag) } });
      assert.equal(again.statusCode, 304);
    });

    test('unknown or malformed id: 404', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-guid']) {
        const response = await app.inject({ method: 'GET', url: `/api/image/${id}` });
        assert.equal(response.statusCode, 404, id);
      }
    });
  });
});
