import assert from 'node:assert/strict';
import { test } from 'vitest';
import { COUNT_STEPS, countedCents } from './counting';

test('the count starts where it stood and ends exactly on the amount', () => {
  assert.equal(countedCents(0, 23_456, 0), 0);
  assert.equal(countedCents(0, 23_456, COUNT_STEPS), 23_456);
  assert.equal(countedCents(1_000, 500, COUNT_STEPS + 5), 500);
});

test('it moves one way only, in whole cents', () => {
  const up = Array.from({ length: COUNT_STEPS + 1 }, (_, step) => countedCents(0, 10_001, step));
  up.forEach((value, index) => {
    assert.ok(Number.isInteger(value));
    if (index > 0) assert.ok(value >= (up[index - 1] ?? 0));
  });
  const down = Array.from({ length: COUNT_STEPS + 1 }, (_, step) => countedCents(5_000, 1_000, step));
  down.forEach((value, index) => {
    if (index > 0) assert.ok(value <= (down[index - 1] ?? Infinity));
  });
});
