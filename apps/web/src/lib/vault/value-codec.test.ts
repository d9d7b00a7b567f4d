import assert from 'node:assert/strict';
import { test } from 'vitest';
import { decodeValue, encodeValue } from './value-codec';
import { isVaultError } from './vault-error';

test('bytes come back as bytes, anything else as its JSON', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7 …');
  const back = decodeValue(encodeValue(pdf));
  assert.ok(back instanceof Uint8Array);
  assert.deepEqual(back, pdf);
  const results = { observations: [{ code: '2093-3', value: 182, unit: 'mg/dL' }], reportedAt: '2026-11-20' };
  assert.deepEqual(decodeValue(encodeValue(results)), results);
  assert.equal(decodeValue(encodeValue(null)), null);
  assert.equal(decodeValue(encodeValue('pass')), 'pass');
});

test('a value with no JSON form is refused, not kept as nothing', () => {
  for (const value of [undefined, () => 1, Symbol('x'), 10n]) {
    assert.throws(() => encodeValue(value), (error) => isVaultError(error, 'value-not-serializable'));
  }
});
