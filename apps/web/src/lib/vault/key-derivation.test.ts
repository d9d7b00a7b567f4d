import assert from 'node:assert/strict';
import { test } from 'vitest';
import { utf8 } from './bytes';
import { deriveVaultKey, newSalt, PBKDF2_ITERATIONS, SALT_BYTES } from './key-derivation';
import { open, recordBinding, seal } from './record-cipher';

test("the real count is at least OWASP's 600,000 and derives a non-extractable AES-GCM 256 key", async () => {
  assert.ok(PBKDF2_ITERATIONS >= 600_000);
  const salt = newSalt();
  const key = await deriveVaultKey('correct horse battery staple', salt, PBKDF2_ITERATIONS);
  assert.equal(key.extractable, false);
  assert.deepEqual(key.algorithm, { name: 'AES-GCM', length: 256 });
  assert.deepEqual([...key.usages].sort(), ['decrypt', 'encrypt']);
  await assert.rejects(crypto.subtle.exportKey('raw', key));

  const binding = recordBinding('account-1', 'pass', 'order-1');
  const sealed = await seal(key, utf8('kept'), binding);
  assert.deepEqual(await open(key, sealed, binding), utf8('kept'));
  const fewerIterations = await deriveVaultKey('correct horse battery staple', salt, 1000);
  assert.equal(await open(fewerIterations, sealed, binding), undefined, 'the count is part of the key');
});

test('a fresh 16-byte salt every time', () => {
  const a = newSalt();
  const b = newSalt();
  assert.equal(a.length, SALT_BYTES);
  assert.equal(SALT_BYTES, 16);
  assert.notDeepEqual(a, b);
});

test('the same password and salt give the same key; another salt or password does not', async () => {
  const salt = newSalt();
  const binding = recordBinding('account-1', 'pass', 'order-1');
  const sealed = await seal(await deriveVaultKey('pw', salt, 1000), utf8('kept'), binding);
  assert.deepEqual(await open(await deriveVaultKey('pw', salt, 1000), sealed, binding), utf8('kept'));
  assert.equal(await open(await deriveVaultKey('pw', newSalt(), 1000), sealed, binding), undefined);
  assert.equal(await open(await deriveVaultKey('pW', salt, 1000), sealed, binding), undefined);
});
