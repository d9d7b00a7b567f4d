import assert from 'node:assert/strict';
import { test } from 'vitest';
import { counterValue } from './counter';

test('the count climbs from 0 to exactly the target', () => {
  assert.equal(counterValue(39916, 0, 60), 0);
  assert.equal(counterValue(39916, 30, 60), 19958);
  assert.equal(counterValue(39916, 60, 60), 39916);
  assert.equal(counterValue(39916, 99, 60), 39916);
  for (let step = 1; step <= 60; step++) assert.ok(counterValue(241422, step, 60) >= counterValue(241422, step - 1, 60));
});
