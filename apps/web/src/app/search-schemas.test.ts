import { test } from 'vitest';
import assert from 'node:assert/strict';
import { dashboardSearch } from '../features/dashboard/dashboard-search';
import { passwordResetSearch, searchQuerySearch } from './search-schemas';

test('values parsed as numbers or booleans come back as text', () => {
  assert.deepEqual(passwordResetSearch.parse({ userId: 42, SecurityCode: 'abc' }), { userId: '42', SecurityCode: 'abc' });
  assert.equal(passwordResetSearch.parse({ userId: true }).userId, 'true');
});

test('missing parameters stay missing', () => {
  assert.equal(searchQuerySearch.parse({}).query, undefined);
});

test('unusable values are dropped instead of failing the route', () => {
  assert.equal(dashboardSearch.parse({ code: { nested: 1 } }).code, undefined);
  assert.equal(searchQuerySearch.parse({ query: ['a', 'b'] }).query, undefined);
});
