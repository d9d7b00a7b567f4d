import assert from 'node:assert/strict';
import { test } from 'vitest';
import { MAX_UNLOCK_DELAY_MS, unlockDelayMs } from './unlock-delay';

test('two wrong passwords cost nothing, then 2^n seconds, never more than five minutes', () => {
  assert.deepEqual([0, 1, 2].map(unlockDelayMs), [0, 0, 0]);
  assert.deepEqual([3, 4, 5, 8].map(unlockDelayMs), [8_000, 16_000, 32_000, 256_000]);
  assert.equal(unlockDelayMs(9), MAX_UNLOCK_DELAY_MS);
  assert.equal(unlockDelayMs(100), 5 * 60_000);
});
