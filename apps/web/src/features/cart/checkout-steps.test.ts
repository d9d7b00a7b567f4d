import assert from 'node:assert/strict';
import { test } from 'vitest';
import { nextCheckoutStep } from './checkout-steps';

test('a guest is asked to sign in first, whatever else is known', () => {
  assert.deepEqual(nextCheckoutStep(false, undefined), { kind: 'signIn' });
  assert.deepEqual(nextCheckoutStep(false, 'AZ'), { kind: 'signIn' });
});

test('an Arizona home address shows the order notice and goes no further', () => {
  assert.deepEqual(nextCheckoutStep(true, 'AZ'), { kind: 'notice', notice: 'az-order' });
});

test('NJ, NY and RI show the state-law notice', () => {
  for (const state of ['NJ', 'NY', 'RI']) assert.deepEqual(nextCheckoutStep(true, state), { kind: 'notice', notice: 'state-law' }, state);
});

test('any other state, or none yet, goes to checkout', () => {
  assert.deepEqual(nextCheckoutStep(true, 'TX'), { kind: 'checkout' });
  assert.deepEqual(nextCheckoutStep(true, undefined), { kind: 'checkout' });
});
