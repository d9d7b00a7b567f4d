import assert from 'node:assert/strict';
import { test } from 'vitest';
import { pageDataOf } from './page-data';

test('an answer is given once, for its exact address', () => {
  const data = pageDataOf(JSON.stringify({ '/api/product/lipid-panel': { name: 'Lipid Panel' } }));
  assert.equal(data.take('/api/product/lipid'), undefined);
  assert.deepEqual(data.take('/api/product/lipid-panel'), { body: { name: 'Lipid Panel' } });
  assert.equal(data.take('/api/product/lipid-panel'), undefined);
});

test('no block, or one that is not an object of answers, gives nothing', () => {
  for (const text of [null, undefined, '', '{', '[1]', '"text"', 'null']) {
    assert.equal(pageDataOf(text).take('/api/product/lipid-panel'), undefined, String(text));
  }
});

test('an answer in another language than the site language is not taken (issue 16)', () => {
  const text = JSON.stringify({ '/api/product/ferritin': { name: 'Ferritin' } });
  assert.equal(pageDataOf(text, 'en').take('/api/product/ferritin', 'es'), undefined);
  assert.deepEqual(pageDataOf(text, 'es').take('/api/product/ferritin', 'es'), { body: { name: 'Ferritin' } });
});
