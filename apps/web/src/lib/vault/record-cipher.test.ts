import assert from 'node:assert/strict';
import { test } from 'vitest';
import { utf8 } from './bytes';
import { deriveVaultKey, newSalt } from './key-derivation';
import { open, recordBinding, seal, verifierBinding } from './record-cipher';

test('under one key, a record opens only with the account, kind and id it was sealed for', async () => {
  const key = await deriveVaultKey('pw', newSalt(), 1000);
  const sealed = await seal(key, utf8('Maria Gonzalez'), recordBinding('account-a', 'pass', 'order-1'));
  assert.deepEqual(await open(key, sealed, recordBinding('account-a', 'pass', 'order-1')), utf8('Maria Gonzalez'));
  for (const [account, kind, id] of [
    ['account-b', 'pass', 'order-1'],
    ['account-a', 'results', 'order-1'],
    ['account-a', 'pass', 'order-2'],
  ] as const) {
    assert.equal(await open(key, sealed, recordBinding(account, kind, id)), undefined, `${account} ${kind} ${id}`);
  }
  assert.equal(await open(key, sealed, verifierBinding('account-a')), undefined);
});

test('the binding cannot be forged by shifting text between fields', () => {
  assert.notDeepEqual(recordBinding('a', 'b-c', 'd'), recordBinding('a', 'b', 'c-d'));
  assert.notDeepEqual(recordBinding('a', 'b\u0000c', 'd'), recordBinding('a', 'b', 'c\u0000d'));
});
