import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { CATALOGUE_CACHE_PREFIX } from './categories.routes';

// Public catalogue reads go through the read cache: ETag, 304, and a
// published change refreshes them (docs/api-catalogue.md).
describe('catalogue reads through the read cache', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  for (const url of [
    '/api/product/lipid-panel',
    '/api/product/all?$skip=0&$top=10&$orderby=Name',
    '/api/category/browse/panels?$orderby=Name',
    '/api/product/type/browse/8',
  ]) {
    test(`${url}: ETag, then 304 for a matching If-None-Match`, async () => {
      const first = await app.inject({ method: 'GET', url });
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag;
      assert.equal(typeof etag, 'string');
      assert.match(String(first.headers['cache-control']), /^public, max-age=/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      assert.equal(stale.statusCode, 200);
      assert.equal(stale.headers.etag, etag);
    });
  }

  test('paging off the usual page grid is answered, just not cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/all?$skip=3&$top=7' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers.etag, undefined);
    assert.equal(response.json<{ items: unknown[] }>().items.length, 7);
  });

  test('a published catalogue change refreshes the product and the lists', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/product/lipid-panel' });
    const listBefore = await app.inject({ method: 'GET', url: '/api/category/browse/heart-health?$top=100' });
    await app.db.updateTable('products').set({ master_price_cents: 2100, name: 'Lipid Panel (Standard)' }).where('slug', '=', 'lipid-panel').execute();

    // Until the change is published the cached answer stands.
    const cached = await app.inject({ method: 'GET', url: '/api/product/lipid-panel' });
    assert.equal(cached.headers.etag, before.headers.etag);

    await app.readCache.publishChange(app.db, CATALOGUE_CACHE_PREFIX);
    const after = await app.inject({ method: 'GET', url: '/api/product/lipid-panel', headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.equal(after.json<{ masterPrice: number; name: string }>().masterPrice, 21);
    assert.equal(after.json<{ name: string }>().name, 'Lipid Panel (Standard)');

    const listAfter = await app.inject({ method: 'GET', url: '/api/category/browse/heart-health?$top=100' });
    assert.notEqual(listAfter.headers.etag, listBefore.headers.etag);
    const row = listAfter.json<{ items: { slug: string; masterPrice: number }[] }>().items.find((item) => item.slug === 'lipid-panel');
    assert.equal(row?.masterPrice, 21);
  });
});
