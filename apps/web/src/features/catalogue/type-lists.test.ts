import assert from 'node:assert/strict';
import { test } from 'vitest';
import { isTypeList, typeListFlags } from './type-lists';

test('panels are product type 8; individual tests are simple and reflex (1 | 2)', () => {
  assert.equal(typeListFlags('panels'), 8);
  assert.equal(typeListFlags('tests'), 3);
});

test('any other segment names no list', () => {
  for (const segment of ['', 'Panels', 'panel', 'consults', '8', 'constructor', 'toString']) {
    assert.equal(typeListFlags(segment), null, segment);
    assert.equal(isTypeList(segment), false, segment);
  }
});
