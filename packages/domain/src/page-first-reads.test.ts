import assert from 'node:assert/strict';
import { test } from 'vitest';
import { leadImageOf, pageFirstReads } from './page-first-reads';

test('a product page reads its product, an article page its article, by the addresses the web app asks', () => {
  assert.deepEqual(pageFirstReads('/product/lipid-panel'), ['/api/product/lipid-panel']);
  assert.deepEqual(pageFirstReads('/blog/understanding-your-lipid-panel-results'), ['/api/blog/get/slug?slug=understanding-your-lipid-panel-results']);
});

test('a parameter is decoded from the address and encoded again as the web app encodes it', () => {
  assert.deepEqual(pageFirstReads('/product/a%20b'), ['/api/product/a%20b']);
  assert.deepEqual(pageFirstReads('/blog/a%26b'), ['/api/blog/get/slug?slug=a%26b']);
});

test('other pages, unknown addresses and malformed escapes read nothing', () => {
  for (const path of ['/', '/blog', '/blog/explore-more', '/search/a1c', '/cart', '/account', '/no/such/page', '/product/%E0%A4%A']) {
    assert.deepEqual(pageFirstReads(path), [], path);
  }
});

test('the lead picture is the answer\'s image, when it has one', () => {
  assert.equal(leadImageOf({ name: 'Lipid Panel', imageId: '407bb7ab-dc9b' }), '/api/image/407bb7ab-dc9b');
  for (const answer of [{ imageId: null }, { imageId: '' }, { imageId: 7 }, null, 'text', []]) {
    assert.equal(leadImageOf(answer), undefined, JSON.stringify(answer));
  }
});
