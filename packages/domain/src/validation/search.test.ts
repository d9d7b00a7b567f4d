import { test } from 'vitest';
import assert from 'node:assert/strict';
import { isSearchable, productSearchSchema, searchTextSchema } from './search';

test('a search needs at least 2 characters after trimming', () => {
  assert.equal(isSearchable('a'), false);
  assert.equal(isSearchable(' a '), false);
  assert.equal(isSearchable('ab'), true);
  assert.deepEqual(searchTextSchema.safeParse('a').error?.issues.map((issue) => issue.message), [
    'Please enter at least 2 characters.',
  ]);
  assert.equal(searchTextSchema.parse(' tsh '), 'tsh');
  assert.deepEqual(productSearchSchema.parse({ search: '80053' }), { search: '80053', $skip: 0, $top: 10 });
});
