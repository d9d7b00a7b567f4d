import assert from 'node:assert/strict';
import { test } from 'vitest';
import { ORDER_INFO_KEY, readStoredOrderId, writeStoredOrderInfo } from './order-info';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

test('the order info written is read back, and only its ids and number are kept', () => {
  const storage = memoryStorage();
  writeStoredOrderInfo({ orderId: 'o-1', orderNumber: 1001, ...{ userFullName: 'Ann Lee' } }, storage);
  assert.equal(storage.values.get(ORDER_INFO_KEY), '{"orderId":"o-1","orderNumber":1001}');
  assert.equal(readStoredOrderId(storage), 'o-1');
});

test('null forgets it', () => {
  const storage = memoryStorage();
  writeStoredOrderInfo({ orderId: 'o-1', orderNumber: null }, storage);
  writeStoredOrderInfo(null, storage);
  assert.equal(storage.values.has(ORDER_INFO_KEY), false);
  assert.equal(readStoredOrderId(storage), null);
});

test('broken or empty stored text reads as no order', () => {
  for (const raw of ['{', 'null', '{"orderId":""}', '{"orderId":5}', '"o-1"']) {
    const storage = memoryStorage();
    storage.setItem(ORDER_INFO_KEY, raw);
    assert.equal(readStoredOrderId(storage), null, raw);
  }
});
