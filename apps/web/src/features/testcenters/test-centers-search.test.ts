import assert from 'node:assert/strict';
import { test } from 'vitest';
import { zipFromSearch, zipSearchParam } from '../../lib/zip-url';
import { testCentersSearch } from './test-centers-search';

test('?zip= is read as the router gives it, a number or text; anything else is dropped', () => {
  assert.deepEqual(testCentersSearch.parse({ zip: 46204 }), { zip: 46204 });
  assert.deepEqual(testCentersSearch.parse({ zip: '06390' }), { zip: '06390' });
  assert.deepEqual(testCentersSearch.parse({}), {});
  assert.deepEqual(testCentersSearch.parse({ zip: { nested: true } }), { zip: undefined });
});

test('a zip goes into the URL as the number it spells, unless it starts with 0, and comes back as text', () => {
  assert.equal(zipSearchParam('46204'), 46204);
  assert.equal(zipSearchParam('06390'), '06390');
  assert.equal(zipFromSearch(46204), '46204');
  assert.equal(zipFromSearch('06390'), '06390');
  assert.equal(zipFromSearch(undefined), undefined);
});
