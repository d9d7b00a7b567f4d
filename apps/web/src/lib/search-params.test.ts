import assert from 'node:assert/strict';
import { test } from 'vitest';
import { oneOfParam, pageParam, searchParams, stringOrNumberParam, textOrNumberParam, textParam } from './search-params';

test('text takes numbers and booleans back to text, and drops the rest', () => {
  assert.equal(textParam('lipid'), 'lipid');
  assert.equal(textParam(42), '42');
  assert.equal(textParam(true), 'true');
  for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, ['a'], { a: 1 }]) assert.equal(textParam(value), undefined);
  assert.equal(textOrNumberParam(true), undefined);
  assert.equal(textOrNumberParam(7), '7');
});

test('a page is a whole number from 1, as a number or as text', () => {
  assert.equal(pageParam(3), 3);
  assert.equal(pageParam('2'), 2);
  for (const value of [0, -2, 1.5, 2 ** 53, 'abc', '', true, null, undefined]) assert.equal(pageParam(value), undefined, String(value));
});

test('a zip keeps the type the router read it as; a sort is one of the listed words', () => {
  assert.equal(stringOrNumberParam(46204), 46204);
  assert.equal(stringOrNumberParam('06390'), '06390');
  assert.equal(stringOrNumberParam({ zip: 1 }), undefined);
  const sort = oneOfParam(['name', 'price'] as const);
  assert.equal(sort('price'), 'price');
  assert.equal(sort('cheapest'), undefined);
});

test('only the named parameters are kept; absent stays absent, unusable reads undefined', () => {
  const search = searchParams({ page: pageParam, query: textParam });
  assert.deepEqual(search.parse({ page: '2', query: 42, other: 'x' }), { page: 2, query: '42' });
  assert.deepEqual(search.parse({}), {});
  assert.deepEqual(search.parse({ page: 'abc' }), { page: undefined });
  assert.deepEqual(search.parse(null), {});
});

test("issue 14: '__proto__', 'constructor' and 'toString' in the address are no parameters, and never the result's prototype", () => {
  const search = searchParams({ page: pageParam, query: textParam });
  const parsed = search.parse(JSON.parse('{"__proto__": {"page": 3}, "constructor": "x", "toString": "y", "query": "a"}'));
  assert.equal(parsed.page, undefined);
  assert.deepEqual(parsed, { query: 'a' });
  assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
});

test('issue 14: a parameter named as an object member is a parameter of its own', () => {
  const search = searchParams(Object.fromEntries([['__proto__', textParam], ['constructor', textParam], ['toString', textParam]]));
  const parsed = search.parse(JSON.parse('{"__proto__": "a", "constructor": "b"}'));
  assert.deepEqual(Object.entries(parsed), [['__proto__', 'a'], ['constructor', 'b']]);
  assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
  assert.equal(Object.hasOwn(parsed, 'toString'), false);
});
