import assert from 'node:assert/strict';
import { test } from 'vitest';
import { isPublicQuery } from './persist-public-queries';

// DESIGN.md Offline: only non-personal queries are persisted. A personal
// key root added here by mistake fails this test.
test('catalogue, blog, test centers, content and home are persisted; the account, profile, cart and orders never', () => {
  for (const key of [['catalogue', 'product', 'lipid-panel'], ['blog', 'article', 'a'], ['testCenters', 'zip', '46204'], ['content', 'list'], ['home', 'carousel']]) {
    assert.equal(isPublicQuery(key), true, key.join('/'));
  }
  for (const key of [['account'], ['profile', 'me'], ['payment', 'cards'], ['cart'], ['orders', 1], ['appConfig'], [{ root: 'catalogue' }]]) {
    assert.equal(isPublicQuery(key), false, JSON.stringify(key));
  }
});
