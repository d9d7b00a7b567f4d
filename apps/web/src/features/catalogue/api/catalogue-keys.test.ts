import assert from 'node:assert/strict';
import { test } from 'vitest';
import { catalogueKeys, keepPreviousPageOf } from './catalogue-keys';

test('a next page keeps the previous rows only within the same list', () => {
  const rows = { items: ['Anemia Panel'], count: 1 };
  const thyroidPage1 = { queryKey: catalogueKeys.category('thyroid', 1, undefined) };
  assert.equal(keepPreviousPageOf('thyroid')(rows, thyroidPage1), rows);
  assert.equal(keepPreviousPageOf('allergy')(rows, thyroidPage1), undefined, 'another category starts from its skeleton');
  assert.equal(keepPreviousPageOf(8)(rows, { queryKey: catalogueKeys.ofType(8, 2, 'name') }), rows);
  assert.equal(keepPreviousPageOf('lipid')(rows, { queryKey: catalogueKeys.search('lipids', 1) }), undefined);
  assert.equal(keepPreviousPageOf('lipid')(undefined, undefined), undefined);
});
