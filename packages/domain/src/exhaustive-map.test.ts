import { test } from 'vitest';
import assert from 'node:assert/strict';
import { exhaustiveMap } from './exhaustive-map';

test("issue 14: a table's Map answers its own keys, and nothing for an object's members", () => {
  const severity = exhaustiveMap<Record<'info' | 'error', number>>({ info: 0, error: 3 });
  assert.equal(severity.get('error'), 3);
  assert.deepEqual([...severity.keys()], ['info', 'error']);
  // A key from outside, cast as a caller would after trusting it.
  for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    assert.equal(severity.get(key as 'info'), undefined, key);
    assert.equal(severity.has(key as 'info'), false, key);
  }
});
