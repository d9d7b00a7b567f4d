import { test } from 'vitest';
import assert from 'node:assert/strict';
import { isAppRoute, matchAppRoute } from './app-routes';

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

test('a match names the route and its parameters; a fixed segment wins over a parameter', () => {
  assert.deepEqual(matchAppRoute('/product/lipid-panel'), { name: 'product', params: new Map([['id', 'lipid-panel']]) });
  assert.deepEqual(matchAppRoute('/blog/explore-more'), { name: 'blogExploreMore', params: new Map() });
  assert.deepEqual(matchAppRoute('/blog/what-is-a1c'), { name: 'blogArticle', params: new Map([['slug', 'what-is-a1c']]) });
  assert.deepEqual(matchAppRoute('/all/panels'), { name: 'typeList', params: new Map([['panels', 'panels']]) });
  assert.equal(matchAppRoute('/no/such/page'), undefined);
});

test("issue 14: a parameter the route does not have is unknown, even one named as an object's member", () => {
  const match = matchAppRoute('/product/__proto__');
  assert.equal(match?.params.get('id'), '__proto__');
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) assert.equal(match?.params.get(name), undefined, name);
  for (const path of ['/__proto__', '/constructor', '/toString', '/product/x/constructor']) assert.equal(isAppRoute(path), false, path);
});
