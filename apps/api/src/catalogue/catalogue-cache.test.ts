import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { CATALOGUE_CACHE_PREFIX } from './catalogue-cache';

// Public catalogue reads go through the read cache: ETag, 304, and a
// published change refreshes them (docs/api-catalogue.md).
describe('catalogue reads through the read cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  for (const url of [
    '/api/product/lipid-panel',
    '/api/product/all?$skip=0&$top=10&$orderby=Name',
    '/api/category/browse/panels?$orderby=Name',
    '/api/product/type/browse/8',
    '/api/taxonomy/category/list/0/5',
    '/api/taxonomy/product/type/8',
    '/api/pwnhealth/products/approved',
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

  test('any paging goes through the cache: the cache is bounded by bytes, not by keys', async () => {
    for (const url of ['/api/product/all?$skip=3&$top=7', '/api/taxonomy/category/list/1000/5']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
      assert.equal(again.statusCode, 304, url);
    }
    const offGrid = await app.inject({ method: 'GET', url: '/api/product/all?$skip=3&$top=7' });
    assert.equal(offGrid.json<{ items: unknown[] }>().items.length, 7);
  });

  test('promo browse is never cached: promo dates pass with no change to publish', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/promo/browse/255' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers.etag, undefined);
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
  });

  test('a published catalogue change refreshes the taxonomy lists and the approved-test list', async () => {
    type Named = { slug: string };
    const urls = ['/api/taxonomy/category/list/0/100', '/api/taxonomy/product/type/1', '/api/pwnhealth/products/approved'] as const;
    const before = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
    const productCounts = (body: { items: { productCount: number }[] }) => body.items.reduce((sum, item) => sum + item.productCount, 0);
    const countBefore = productCounts(before[0]!.json());
    assert.ok(before[1]!.json<{ items: Named[] }>().items.some((item) => item.slug === 'reticulocyte-count'));
    assert.ok(before[2]!.json<{ items: Named[] }>().items.some((item) => item.slug === 'anemia-panel'));

    // reticulocyte-count is a simple test and a member of anemia-panel; no other test here uses it.
    await app.db.updateTable('products').set({ is_active: false }).where('slug', '=', 'reticulocyte-count').execute();
    const cached = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
    cached.forEach((response, index) => assert.equal(response.headers.etag, before[index]!.headers.etag, urls[index]));

    await app.readCache.publishChange(app.db, CATALOGUE_CACHE_PREFIX);
    const [categories, simple, approved] = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
    assert.equal(productCounts(categories!.json()), countBefore - 1);
    assert.ok(!simple!.json<{ items: Named[] }>().items.some((item) => item.slug === 'reticulocyte-count'));
    const approvedSlugs = approved!.json<{ items: Named[] }>().items.map((item) => item.slug);
    assert.ok(!approvedSlugs.includes('reticulocyte-count'));
    // A panel with an inactive member is not approved either (spec/02 4.5).
    assert.ok(!approvedSlugs.includes('anemia-panel'));
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

  test('a search is answered from memory until a catalogue change is published', async () => {
    const search = (term: string) => app.inject({ method: 'POST', url: '/api/product/search', payload: { search: term } });
    const names = (response: Awaited<ReturnType<typeof search>>) => response.json<{ items: { name: string }[] }>().items.map((item) => item.name);
    const before = await search('ferritin');
    assert.equal(before.statusCode, 200);
    assert.equal(before.headers['cache-control'], 'no-cache');
    assert.ok(names(before).includes('Ferritin'));

    await app.db.updateTable('products').set({ name: 'Ferritin, Serum' }).where('name', '=', 'Ferritin').execute();
    assert.deepEqual(names(await search('ferritin')), names(before), 'unpublished change is not seen');
    // A POST is answered in full even when the client names the ETag it has.
    const conditional = await app.inject({ method: 'POST', url: '/api/product/search', payload: { search: 'ferritin' }, headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(conditional.statusCode, 200);

    await app.readCache.publishChange(app.db, CATALOGUE_CACHE_PREFIX);
    const after = names(await search('ferritin'));
    assert.ok(after.includes('Ferritin, Serum'));
    assert.ok(!after.includes('Ferritin'));
  });

  test('search terms keep their case in the cache: tags and quest codes match exactly', async () => {
    const search = (term: string) => app.inject({ method: 'POST', url: '/api/product/search', payload: { search: term, $top: 100 } });
    const slugs = async (term: string) => (await search(term)).json<{ items: { slug: string }[] }>().items.map((item) => item.slug);
    assert.ok((await slugs('LDL')).includes('lipid-panel'), 'the LDL tag');
    assert.ok(!(await slugs('ldl')).includes('lipid-panel'), 'not the tag, and not a cached answer for LDL');
    assert.ok((await slugs('LDL')).includes('lipid-panel'));
  });
});
