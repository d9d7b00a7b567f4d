import assert from 'node:assert/strict';
import { formatWorkingHours, parseWorkingHours } from '@labstore/domain';
import { test } from 'vitest';
import { buildTestCenters } from './test-centers';

// Issue 16: the hours of every seeded center show in Spanish too, so every
// one of them must read as the hours format (spec/02 3).
test("every seeded center's hours read, and read the same from the API's English display", () => {
  const seeded = new Set(buildTestCenters().map((center) => center.working_hours));
  assert.ok(seeded.size >= 5);
  for (const text of seeded) {
    const hours = parseWorkingHours(text);
    assert.ok(hours, text);
    assert.deepEqual(parseWorkingHours(formatWorkingHours(hours, 'en')), hours, text);
    assert.doesNotMatch(formatWorkingHours(hours, 'es'), /Mon|Fri|Sat|AM|PM|closed/, text);
  }
});
