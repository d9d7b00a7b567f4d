import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CART_MESSAGES, ORDER_MESSAGES, type SavedCard } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { insertPromo } from '../cart/cart.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { createBuyer, orderRow, paymentRows, type Buyer } from './checkout.test-fixtures';

// spec/02 4.5 step 7: the older checkout path pays the cart with a saved card
// in one call, through the same checkout service as the intent and the
// confirmation; errorType 1 is a logic error, 5 a payment error.

describe('POST /api/order/checkout (the older path)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  async function savedCard(buyer: Buyer, cardNumber: string): Promise<string> {
    const method = await app.inject({ method: 'POST', url: '/api/payment/sandbox/method', payload: { cardNumber, cvc: '123', month: 12, year: 2031 }, headers: buyer.headers });
    assert.equal(method.statusCode, 200, method.body);
    const saved = await app.inject({
      method: 'POST',
      url: `/api/payment/add/${buyer.userId}/1`,
      payload: { paymentMethodId: method.json<{ paymentMethodId: string }>().paymentMethodId },
      headers: buyer.headers,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    return saved.json<SavedCard>().id;
  }

  const checkout = (buyer: Buyer, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/order/checkout', payload: { orderId: buyer.orderId, verification: true, consent31: true, consent32: true, ...payload }, headers: buyer.headers });

  test('a saved card pays the cart: success and paid, the order Submitted with the card on its payment', async () => {
    const buyer = await createBuyer(app);
    const cardId = await savedCard(buyer, '5555555555554444');
    const response = await checkout(buyer, { paymentMethodId: cardId });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, paid: true, message: 'Payment succeeded!' });
    assert.equal((await orderRow(app, buyer.orderId)).status, 2);
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => [row.amount_cents, row.card_type, row.card_last4]), [[3900, 2, '4444']]);

    const again = await checkout(buyer, { paymentMethodId: cardId });
    assert.deepEqual([again.statusCode, again.json()], [409, { success: false, paid: false, errorType: 1, message: CART_MESSAGES.cartNotOpen }]);
    assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
  });

  test('a declined card is a payment error (errorType 5) and the cart stays a cart', async () => {
    const buyer = await createBuyer(app);
    const cardId = await savedCard(buyer, '4000000000000002');
    const response = await checkout(buyer, { paymentMethodId: cardId });
    assert.deepEqual([response.statusCode, response.json()], [402, { success: false, paid: false, errorType: 5, message: 'A payment error occurred: Your card was declined.' }]);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
  });

  test('a free cart is confirmed without charging the card', async () => {
    const buyer = await createBuyer(app);
    const cardId = await savedCard(buyer, '4242424242424242');
    const promo = await insertPromo(app, { discount_type: 1, discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    const applied = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { code: promo.code, orderId: buyer.orderId }, headers: buyer.headers });
    assert.equal(applied.statusCode, 200, applied.body);
    const response = await checkout(buyer, { paymentMethodId: cardId });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<{ success: boolean; paid: boolean; errorType?: number }>();
    assert.deepEqual([body.success, body.paid, body.errorType], [true, true, undefined]);
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => row.provider), ['free']);
  });

  test('every box must be ticked (400); another customer’s card or cart is not found (404)', async () => {
    const buyer = await createBuyer(app);
    const cardId = await savedCard(buyer, '4242424242424242');
    for (const box of ['verification', 'consent31', 'consent32']) {
      const response = await checkout(buyer, { paymentMethodId: cardId, [box]: false });
      assert.equal(response.statusCode, 400, box);
      assert.match(response.body, new RegExp(ORDER_MESSAGES.checkoutConsentRequired));
    }
    const stranger = await createBuyer(app);
    assert.equal((await checkout(stranger, { paymentMethodId: cardId })).statusCode, 404);
    const strangersCard = await savedCard(stranger, '4242424242424242');
    assert.equal((await checkout({ ...stranger, orderId: buyer.orderId }, { paymentMethodId: strangersCard })).statusCode, 404);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    assert.equal((await orderRow(app, stranger.orderId)).status, 1);
    const anonymous = await app.inject({ method: 'POST', url: '/api/order/checkout', payload: {} });
    assert.equal(anonymous.statusCode, 401);
  });
});
