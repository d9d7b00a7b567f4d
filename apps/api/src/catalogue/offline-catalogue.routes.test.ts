import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import {
  indexOfflineCatalogue,
  offlineCatalogueSchema,
  offlineProductDetail,
  offlineProductPage,
  offlineSearchPage,
  PRODUCT_ORDER_BY,
  type OfflineCatalogue,
  type OfflineCatalogueIndex,
} from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

// The offline storefront must answer as the API does (issue 10: "one rule set
// … so the two cannot drift"): the kept catalogue, run through the domain's
// offline rules, is compared with the API's own answers on the seed.

describe('GET /api/catalogue/offline', () => {
  let app: FastifyInstance;
  let catalogue: OfflineCatalogue;
  let index: OfflineCatalogueIndex;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/catalogue/offline' });
    assert.equal(response.statusCode, 200);
    catalogue = offlineCatalogueSchema.parse(response.json());
    index = indexOfflineCatalogue(catalogue);
  });
  afterAll(() => app.close());

  async function apiJson(url: string, payload?: Record<string, unknown>): Promise<unknown> {
    const response = await app.inject({ method: payload ? 'POST' : 'GET', url, payload });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json();
  }

  test('public and revalidated by ETag: a refresh with nothing new is a 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/catalogue/offline' });
    assert.equal(first.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/api/catalogue/offline', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  test('holds every listed product and the members of listed panels, and nothing else', async () => {
    const rows = await app.db.selectFrom('products').select(['id', 'is_active', 'is_hidden']).execute();
    const listed = rows.filter((row) => row.is_active && !row.is_hidden).map((row) => row.id);
    const kept = new Set(catalogue.products.map((product) => product.id));
    for (const id of listed) assert.ok(kept.has(id), `listed product ${id} is kept`);
    const members = await app.db.selectFrom('product_children').select('child_id').where('parent_id', 'in', listed).execute();
    const expected = new Set([...listed, ...members.map((member) => member.child_id)]);
    assert.deepEqual([...kept].sort(), [...expected].sort());
    assert.equal(catalogue.categories.length, Number((await app.db.selectFrom('categories').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n));
  });

  test('every kept product page is the API\'s product page', async () => {
    for (const product of catalogue.products) {
      assert.deepEqual(offlineProductDetail(index, product.slug), await apiJson(`/api/product/${product.slug}`), product.slug);
    }
  });

  test('every category, type list and order, page by page, as the API lists them', async () => {
    const lists = [
      ...catalogue.categories.map((category) => ({ url: `/api/category/browse/${category.slug}`, filter: { category: category.slug } })),
      { url: '/api/product/all', filter: {} },
      { url: '/api/product/type/browse/2', filter: { typeFlags: 2 } },
      { url: '/api/product/type/browse/12', filter: { typeFlags: 12 } },
    ];
    for (const { url, filter } of lists) {
      for (const orderBy of PRODUCT_ORDER_BY) {
        for (const skip of [0, 10]) {
          const query = new URLSearchParams({ $skip: String(skip), $top: '10', $orderby: orderBy });
          const offline = offlineProductPage(index, filter, { skip, top: 10, orderBy });
          assert.deepEqual(offline, await apiJson(`${url}?${query.toString()}`), `${url} ${orderBy} from ${skip}`);
        }
      }
    }
  });

  test('search, typos and "did you mean" included, as the API searches', async () => {
    for (const term of ['cholesterol', 'cholesteral', 'LDL', 'ldl', '80061', '7600', 'vitamin d', 'hemoglobin a1', 'thyriod', 'zzzzqqq']) {
      assert.deepEqual(offlineSearchPage(index, term, 0, 10), await apiJson('/api/product/search', { search: term, $skip: 0, $top: 10 }), term);
    }
  });
});
