import assert from 'node:assert/strict';
import { test } from 'vitest';
import { catalogueListSearch, nextSort, searchQueryPageSearch } from './catalogue-search';

/** Absent and undefined read the same in a URL. */
const defined = (value: object) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));

test('page and sort pass when valid', () => {
  assert.deepEqual(defined(catalogueListSearch.parse({ page: 3, sort: 'price-desc' })), { page: 3, sort: 'price-desc' });
  assert.deepEqual(defined(catalogueListSearch.parse({ page: '2' })), { page: 2 });
});

test('unusable values are dropped instead of failing', () => {
  for (const search of [{ page: 0, sort: 'cheapest' }, { page: 'abc' }, { page: 1.5 }, { page: -2 }, {}]) {
    assert.deepEqual(defined(catalogueListSearch.parse(search)), {}, JSON.stringify(search));
  }
});

test('the query variant keeps its text as text', () => {
  assert.deepEqual(defined(searchQueryPageSearch.parse({ query: 42, page: 2 })), { query: '42', page: 2 });
});

test('a sort button sorts ascending, then flips', () => {
  assert.equal(nextSort(undefined, 'name'), 'name');
  assert.equal(nextSort('name', 'name'), 'name-desc');
  assert.equal(nextSort('name-desc', 'name'), 'name');
  assert.equal(nextSort('name', 'price'), 'price');
});
