import assert from 'node:assert/strict';
import { test } from 'vitest';
import { createAttemptKeys } from './attempt-keys';

function counterKeys() {
  let next = 0;
  return createAttemptKeys(() => `key-${++next}`);
}

test('a retried request that got no answer reuses its key', () => {
  const keys = counterKeys();
  const body = { orderId: 'a', paymentStatus: 5, paymentMethodId: 'pm_1' };
  assert.equal(keys.keyFor('/api/order/checkout/confirmation', body), 'key-1');
  assert.equal(keys.keyFor('/api/order/checkout/confirmation', { ...body }), 'key-1');
});

test('once the server answered, the next press is a new attempt', () => {
  const keys = counterKeys();
  const body = { orderId: 'a' };
  assert.equal(keys.keyFor('/api/order/checkout/intent', body), 'key-1');
  keys.answered('/api/order/checkout/intent', body);
  assert.equal(keys.keyFor('/api/order/checkout/intent', body), 'key-2');
});

test('a different body or path is a different attempt', () => {
  const keys = counterKeys();
  assert.equal(keys.keyFor('/api/payment/sandbox/method', { cardNumber: '4242424242424242' }), 'key-1');
  assert.equal(keys.keyFor('/api/payment/sandbox/method', { cardNumber: '4000000000000002' }), 'key-2');
  assert.equal(keys.keyFor('/api/order/checkout/confirmation/free/a', undefined), 'key-3');
  assert.equal(keys.keyFor('/api/order/checkout/confirmation/free/b', undefined), 'key-4');
  assert.equal(keys.keyFor('/api/payment/sandbox/method', { cardNumber: '4242424242424242' }), 'key-1');
});

test('the default keys are UUIDs, a new one each attempt', () => {
  const keys = createAttemptKeys();
  const first = keys.keyFor('/x', {});
  keys.answered('/x', {});
  const second = keys.keyFor('/x', {});
  assert.match(first, /^[0-9a-f-]{36}$/);
  assert.notEqual(first, second);
});
