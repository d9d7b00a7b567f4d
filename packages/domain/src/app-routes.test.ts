import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAppRoute } from './app-routes';

test('the routes of the table, with their parameters', () => {
  for (const path of ['/', '/all', '/all/panels', '/product/lipid-panel', '/product/x/promocode/SAVE20', '/search/a1c', '/confirm/u/c', '/blog/explore-more', '/blog/some-article', '/dashboard.users']) {
    assert.equal(isAppRoute(path), true, path);
  }
});

test('case and a trailing slash are ignored, as the router ignores them', () => {
  assert.equal(isAppRoute('/Cart/'), true);
  assert.equal(isAppRoute('/resetpassword'), true);
});

test('anything else is not a route: extra or missing segments, unknown words', () => {
  for (const path of ['/no/such/page', '/product', '/product/a/b', '/category', '/about-us', '/cart/extra', '/confirm/u']) {
    assert.equal(isAppRoute(path), false, path);
  }
});
