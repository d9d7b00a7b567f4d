import assert from 'node:assert/strict';
import { test } from 'vitest';
import { REFUSALS } from './checkout-write';

test('refusals are left to checkout to word; the error bar still says an unreached server or a 5xx', () => {
  assert.equal(REFUSALS.length, 100);
  assert.deepEqual([REFUSALS.includes(400), REFUSALS.includes(409), REFUSALS.includes(499), REFUSALS.includes(0), REFUSALS.includes(500)], [true, true, true, false, false]);
});
