import assert from 'node:assert/strict';
import { test } from 'vitest';
import { approvedListMismatchMessage, CART_MESSAGES, inactiveAtCheckoutMessage, PAYMENT_STATUS, type Cart } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { cartLine, cartOf, INTENT, ORDER_ID, submitted } from './checkout-fixtures.test-support';
import { placeOrder, type PlaceOrderDeps } from './place-order';

/** Deps that record the calls made, answering with `cart` and the given intent and free answers. */
function depsFor(cart: Cart | null | Error, overrides: Partial<PlaceOrderDeps> = {}) {
  const calls: string[] = [];
  const deps: PlaceOrderDeps = {
    orderId: ORDER_ID,
    homeState: 'IN',
    flushCart: () => {
      calls.push('flush');
      return Promise.resolve(true);
    },
    refreshCart: () => {
      calls.push('refresh');
      return cart instanceof Error ? Promise.reject(cart) : Promise.resolve(cart);
    },
    createIntent: (orderId) => {
      calls.push(`intent ${orderId}`);
      return Promise.resolve(INTENT);
    },
    confirmFree: (orderId) => {
      calls.push(`free ${orderId}`);
      return Promise.resolve(submitted(PAYMENT_STATUS.Succeeded));
    },
    ...overrides,
  };
  return { deps, calls };
}

test('a paid order sends the outbox, refreshes the cart, then asks for an intent', async () => {
  const { deps, calls } = depsFor(cartOf([cartLine('Lipid Panel', 49)]));
  assert.deepEqual(await placeOrder(deps), { kind: 'pay', intent: INTENT });
  assert.deepEqual(calls, ['flush', 'refresh', `intent ${ORDER_ID}`]);
});

test('a free order is confirmed without a card and without an intent', async () => {
  const { deps, calls } = depsFor(cartOf([cartLine('Lipid Panel', 49)], { cartTotal: 0, isFree: true }));
  assert.deepEqual(await placeOrder(deps), { kind: 'submitted', result: submitted(PAYMENT_STATUS.Succeeded) });
  assert.deepEqual(calls, ['flush', 'refresh', `free ${ORDER_ID}`]);
});

for (const [state, notice] of [['AZ', 'az-order'], ['NJ', 'state-law'], ['NY', 'state-law'], ['RI', 'state-law']] as const) {
  test(`a ${state} home address opens the ${notice} notice and sends nothing`, async () => {
    const { deps, calls } = depsFor(cartOf([cartLine('Lipid Panel', 49)]), { homeState: state });
    assert.deepEqual(await placeOrder(deps), { kind: 'forbidden', notice });
    assert.deepEqual(calls, []);
  });
}

test('inactive lines the refresh removed stop the order, naming them', async () => {
  const notices = [{ type: 'block' as const, message: inactiveAtCheckoutMessage('Vitamin D') }];
  const { deps, calls } = depsFor(cartOf([cartLine('Lipid Panel', 49)], {}, [...notices, { type: 'info', message: 'not a removal' }]));
  assert.deepEqual(await placeOrder(deps), { kind: 'cartChanged', notices });
  assert.deepEqual(calls, ['flush', 'refresh']);
});

test('a cart emptied by the refresh names what was removed; an empty cart says it is empty', async () => {
  const notices = [{ type: 'block' as const, message: inactiveAtCheckoutMessage('Vitamin D') }];
  assert.deepEqual(await placeOrder(depsFor(cartOf([], {}, notices)).deps), { kind: 'cartChanged', notices });
  assert.deepEqual(await placeOrder(depsFor(cartOf([])).deps), { kind: 'empty' });
  assert.deepEqual(await placeOrder(depsFor(null).deps), { kind: 'empty' });
});

test('the server refusing the intent (Error 101) is a block notice in its words', async () => {
  const message = approvedListMismatchMessage(['Lipid Panel']);
  const { deps } = depsFor(cartOf([cartLine('Lipid Panel', 49)]), {
    createIntent: () => Promise.reject(new ApiError(409, message, { message })),
  });
  assert.deepEqual(await placeOrder(deps), { kind: 'refused', notices: [{ type: 'block', message }] });
});

test('an outbox that could not be sent, or a server not reached, is "unreached"', async () => {
  const stuck = depsFor(cartOf([cartLine('Lipid Panel', 49)]), { flushCart: () => Promise.resolve(false) });
  assert.deepEqual(await placeOrder(stuck.deps), { kind: 'unreached' });
  assert.deepEqual(stuck.calls, []);
  const offline = depsFor(new ApiError(0, 'offline', undefined));
  assert.deepEqual(await placeOrder(offline.deps), { kind: 'unreached' });
  const intentLost = depsFor(cartOf([cartLine('Lipid Panel', 49)]), { createIntent: () => Promise.reject(new ApiError(0, 'offline', undefined)) });
  assert.deepEqual(await placeOrder(intentLost.deps), { kind: 'unreached' });
});

test('a refusal with no words says the cart was not found', async () => {
  const { deps } = depsFor(new ApiError(404, '', undefined));
  assert.deepEqual(await placeOrder(deps), { kind: 'refused', notices: [{ type: 'block', message: CART_MESSAGES.cartNotFound }] });
});

test('anything but an API refusal is not hidden', async () => {
  const { deps } = depsFor(new TypeError('schema mismatch'));
  await assert.rejects(placeOrder(deps), TypeError);
});
