import assert from 'node:assert/strict';
import { test } from 'vitest';
import { PROMO_CODE_MAX_LENGTH } from '@labstore/domain';
import { forgetPromoCode, readStoredPromoCode, storePromoCode } from './promo-storage';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

test('a stored code is read back trimmed, under the session key promoCode', () => {
  const storage = memoryStorage();
  storePromoCode('  WELCOME10 ', storage);
  assert.deepEqual([...storage.values], [['promoCode', 'WELCOME10']]);
  assert.equal(readStoredPromoCode(storage), 'WELCOME10');
});

test('forgetting removes the code', () => {
  const storage = memoryStorage();
  storePromoCode('SAVE20', storage);
  forgetPromoCode(storage);
  assert.equal(readStoredPromoCode(storage), null);
});

test('an empty or over-long stored value is no code', () => {
  const storage = memoryStorage();
  storage.setItem('promoCode', '   ');
  assert.equal(readStoredPromoCode(storage), null);
  storage.setItem('promoCode', 'X'.repeat(PROMO_CODE_MAX_LENGTH + 1));
  assert.equal(readStoredPromoCode(storage), null);
  assert.equal(readStoredPromoCode(undefined), null);
});
