import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { approvedListMismatchMessage, CART_MESSAGES, inactiveAtCheckoutMessage, type CheckoutResult, type SavedCard } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { insertPromo } from '../cart/cart.test-fixtures';
import { REPLAYED_HEADER } from '../plugins/idempotency';
import { CHICAGO } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import {
  BUYER_TOTAL_CENTS,
  confirmationRequest,
  createBuyer,
  createIntent,
  insertApprovedProduct,
  intentRequest,
  orderRow,
  paymentRows,
  succeeded,
  type Buyer,
} from './checkout.test-fixtures';

// spec/02 4.5 in sandbox mode (no Stripe keys): the intent, the confirmation
// with Stripe's test PaymentMethod ids, free orders, and exactly once.

const DECLINED = { message: 'A payment error occurred: Your card was declined.' };

describe('checkout in sandbox mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  const cartLineCount = async (orderId: string) =>
    Number((await app.db.selectFrom('order_items').select((eb) => eb.fn.countAll<string>().as('count')).where('order_id', '=', orderId).executeTakeFirstOrThrow()).count);

  test('an API client pays in two calls: the intent, then the confirmation with pm_card_visa', async () => {
    const buyer = await createBuyer(app);
    const intent = await createIntent(app, buyer);
    assert.match(intent.paymentIntentId, /^pi_sandbox_/);
    assert.match(intent.clientSecret, new RegExp(`^${intent.paymentIntentId}_secret_`));
    assert.deepEqual({ ...intent, paymentIntentId: 'x', clientSecret: 'x' }, { paymentIntentId: 'x', clientSecret: 'x', amount: 39, provider: 'sandbox', publishableKey: null });

    const response = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(response.statusCode, 200, response.body);
    const order = await orderRow(app, buyer.orderId);
    assert.deepEqual(response.json(), succeeded(buyer.orderId, order.number));
    assert.equal(order.status, 2);
    assert.equal(order.is_payment_skipped, false);
    assert.ok(order.submitted_at instanceof Date);
    assert.deepEqual(await paymentRows(app, buyer.orderId), [
      { provider: 'sandbox', provider_reference: intent.paymentIntentId, amount_cents: BUYER_TOTAL_CENTS, currency: 'usd', status: 1, card_type: 1, card_last4: '4242' },
    ]);
  });

  test('the same intent while the total stays the same; a new one for a new total', async () => {
    const buyer = await createBuyer(app);
    const first = await createIntent(app, buyer);
    assert.equal((await createIntent(app, buyer)).paymentIntentId, first.paymentIntentId);
    const another = await insertApprovedProduct(app, { masterCents: 1000 });
    const addResponse = await app.inject({ method: 'POST', url: '/api/order/add', payload: { orderId: buyer.orderId, productId: another.id }, headers: buyer.headers });
    assert.equal(addResponse.statusCode, 200, addResponse.body);
    const second = await createIntent(app, buyer);
    assert.notEqual(second.paymentIntentId, first.paymentIntentId);
    assert.equal(second.amount, 49);
    // Paying now charges the new total through the new intent.
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => [row.provider_reference, row.amount_cents]), [[second.paymentIntentId, 4900]]);
  });

  test('a declined card answers 402 with the payment error, and the cart stays as it was', async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    const declined = await confirmationRequest(app, { orderId: buyer.orderId, paymentStatus: 2, paymentMethodId: 'pm_card_chargeDeclined' }, buyer.headers);
    assert.equal(declined.statusCode, 402);
    assert.deepEqual(declined.json(), DECLINED);
    const poor = await confirmationRequest(app, { orderId: buyer.orderId, paymentStatus: 2, paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }, buyer.headers);
    assert.equal(poor.statusCode, 402);
    assert.deepEqual(poor.json(), { message: 'A payment error occurred: Your card has insufficient funds.' });
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    assert.equal(await cartLineCount(buyer.orderId), 1);
    assert.deepEqual(await paymentRows(app, buyer.orderId), []);
    // Another card then pays the same intent.
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);
  });

  test('a confirmation that claims success for an intent that did not succeed changes nothing', async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    const claimed = await confirmationRequest(app, { orderId: buyer.orderId, paymentStatus: 1 }, buyer.headers);
    assert.equal(claimed.statusCode, 402);
    assert.deepEqual(claimed.json(), { message: 'Your payment was not successful, please try again.' });
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    assert.deepEqual(await paymentRows(app, buyer.orderId), []);
  });

  test('a confirmation before any intent is refused', async () => {
    const buyer = await createBuyer(app);
    const response = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: CHECKOUT_MESSAGES.noPaymentStarted });
  });

  test('five confirmations at once: one Submitted order, one payment row, one promo code use, every caller told it succeeded', async () => {
    const buyer = await createBuyer(app);
    const promo = await insertPromo(app, { discount_value: 1000 });
    const applied = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: buyer.orderId, code: promo.code }, headers: buyer.headers });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal((await createIntent(app, buyer)).amount, 36.1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers)));
    const { number } = await orderRow(app, buyer.orderId);
    for (const answer of answers) {
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(answer.json(), succeeded(buyer.orderId, number));
    }
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => row.amount_cents), [3610]);
    assert.equal((await app.db.selectFrom('promo_codes').select('total_used').where('id', '=', promo.id).executeTakeFirstOrThrow()).total_used, 1);
  });

  test('a retried confirmation (same Idempotency-Key) gets the first answer; a fresh one after the submit gets the success again', async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    const key = randomUUID();
    const headers = { ...buyer.headers, 'idempotency-key': key };
    const first = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, headers);
    const retry = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, headers);
    assert.equal(retry.headers[REPLAYED_HEADER.toLowerCase()], 'true');
    assert.deepEqual(retry.json(), first.json());
    const later = await confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers);
    assert.equal(later.statusCode, 200);
    assert.deepEqual(later.json(), first.json());
    assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
  });

  test('once submitted, the order takes no new intent', async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    const again = await intentRequest(app, buyer.orderId, buyer.headers);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: CART_MESSAGES.cartNotOpen });
  });

  test('an intent paid without a word to us (no confirmation, no webhook) submits the order at the next intent call', async () => {
    const buyer = await createBuyer(app);
    const { paymentIntentId } = await createIntent(app, buyer);
    await app.paymentProvider.confirmIntent(paymentIntentId, 'pm_card_visa', { saveForLater: false });
    const again = await intentRequest(app, buyer.orderId, buyer.headers);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: CART_MESSAGES.cartNotOpen });
    assert.equal((await orderRow(app, buyer.orderId)).status, 2);
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => row.provider_reference), [paymentIntentId]);
  });

  describe('refused before any payment', () => {
    const expectRefusal = async (buyer: Buyer, status: number, message: string) => {
      const response = await intentRequest(app, buyer.orderId, buyer.headers);
      assert.equal(response.statusCode, status, response.body);
      assert.deepEqual(response.json(), { message });
      assert.equal(await app.db.selectFrom('checkout_attempts').select('id').where('order_id', '=', buyer.orderId).executeTakeFirst(), undefined);
    };

    test('NJ, NY and RI residents cannot order', async () => {
      for (const home of [
        { addressLine: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102' },
        { addressLine: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
        { addressLine: '1 Main St', city: 'Providence', state: 'RI', zip: '02903' },
      ]) {
        await expectRefusal(await createBuyer(app, { home }), 403, CART_MESSAGES.forbiddenState);
      }
    });

    test("Arizona residents see spec/01 2.5's order-blocking notice", async () => {
      await expectRefusal(await createBuyer(app, { home: { addressLine: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85003' } }), 403, CHECKOUT_MESSAGES.arizonaOrderBlock);
    });

    test('a zip that is not in the home state blocks the order', async () => {
      await expectRefusal(await createBuyer(app, { home: { ...CHICAGO, zip: '46204' } }), 409, CART_MESSAGES.zipStateMismatch);
    });

    test("a refusal is in the request's language (issue 16)", async () => {
      const buyer = await createBuyer(app, { home: { ...CHICAGO, zip: '46204' } });
      const response = await intentRequest(app, buyer.orderId, { ...buyer.headers, 'accept-language': 'es' });
      assert.equal(response.statusCode, 409, response.body);
      assert.deepEqual(response.json(), {
        message: 'Su código postal no corresponde a su estado. Comuníquese con el soporte de GRL para actualizar su dirección y poder pedir análisis.',
      });
    });

    test('an empty cart', async () => {
      const buyer = await createBuyer(app);
      const cleared = await app.inject({ method: 'DELETE', url: `/api/order/${buyer.orderId}/items`, headers: buyer.headers });
      assert.equal(cleared.statusCode, 200, cleared.body);
      await expectRefusal(buyer, 409, CART_MESSAGES.emptyCheckout);
    });

    test('a test no longer active is removed from the cart, and the removal is kept', async () => {
      const buyer = await createBuyer(app);
      await app.db.updateTable('products').set({ is_active: false }).where('id', '=', buyer.product.id).execute();
      await expectRefusal(buyer, 409, inactiveAtCheckoutMessage(buyer.product.name));
      assert.equal(await cartLineCount(buyer.orderId), 0);
    });

    test('a test missing from the approved list: Error 101 naming it', async () => {
      const buyer = await createBuyer(app);
      const { pwn_code: code } = await app.db.selectFrom('products').select('pwn_code').where('id', '=', buyer.product.id).executeTakeFirstOrThrow();
      await app.db.deleteFrom('partner_tests').where('code', '=', code).execute();
      await expectRefusal(buyer, 409, approvedListMismatchMessage([buyer.product.name]));
    });

    test("another customer's cart is not found", async () => {
      const buyer = await createBuyer(app);
      const stranger = await createBuyer(app);
      await expectRefusal({ ...buyer, headers: stranger.headers }, 404, CART_MESSAGES.cartNotFound);
      await createIntent(app, buyer);
      const confirmation = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, stranger.headers);
      assert.equal(confirmation.statusCode, 404);
      assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    });

    test('no session: 401', async () => {
      const response = await intentRequest(app, randomUUID(), {});
      assert.equal(response.statusCode, 401);
    });
  });

  describe('free orders', () => {
    const makeFree = async (buyer: Buyer) => {
      const promo = await insertPromo(app, { discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
      const applied = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: buyer.orderId, code: promo.code }, headers: buyer.headers });
      assert.equal(applied.statusCode, 200, applied.body);
      assert.equal((await orderRow(app, buyer.orderId)).order_total_cents, 0);
      return promo;
    };

    test('a free order confirms without a card, once, and counts the promo code use', async () => {
      const buyer = await createBuyer(app);
      const promo = await makeFree(buyer);
      const refused = await intentRequest(app, buyer.orderId, buyer.headers);
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.json(), { message: CHECKOUT_MESSAGES.freeOrder });

      const free = () => app.inject({ method: 'POST', url: `/api/order/checkout/confirmation/free/${buyer.orderId}`, headers: buyer.headers });
      const answers = await Promise.all([free(), free()]);
      const order = await orderRow(app, buyer.orderId);
      for (const answer of answers) {
        assert.equal(answer.statusCode, 200, answer.body);
        assert.deepEqual(answer.json<CheckoutResult>(), succeeded(buyer.orderId, order.number));
      }
      assert.equal(order.status, 2);
      assert.equal(order.is_payment_skipped, true);
      assert.deepEqual(await paymentRows(app, buyer.orderId), [
        { provider: 'free', provider_reference: `free:${buyer.orderId}`, amount_cents: 0, currency: 'usd', status: 1, card_type: null, card_last4: null },
      ]);
      const used = await app.db.selectFrom('promo_codes').select('total_used').where('id', '=', promo.id).executeTakeFirstOrThrow();
      assert.equal(used.total_used, 1);
    });

    test('an order with a total to pay is not confirmed as free', async () => {
      const buyer = await createBuyer(app);
      const response = await app.inject({ method: 'POST', url: `/api/order/checkout/confirmation/free/${buyer.orderId}`, headers: buyer.headers });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: CHECKOUT_MESSAGES.notFree });
      assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    });
  });

  describe('paying with cards', () => {
    const sandboxMethod = async (buyer: Buyer, cardNumber: string) => {
      const response = await app.inject({ method: 'POST', url: '/api/payment/sandbox/method', payload: { cardNumber, cvc: '123', month: 12, year: 2031 }, headers: buyer.headers });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ paymentMethodId: string }>().paymentMethodId;
    };

    test('the sandbox card form: 4242 4242 4242 4242 pays, and saveCard keeps the card', async () => {
      const buyer = await createBuyer(app);
      await createIntent(app, buyer);
      const paymentMethodId = await sandboxMethod(buyer, '4242 4242 4242 4242');
      const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId, saveCard: true }, buyer.headers);
      assert.equal(paid.statusCode, 200, paid.body);
      const cards = await app.inject({ method: 'GET', url: '/api/payment/card/list', headers: buyer.headers });
      const items = cards.json<{ items: SavedCard[] }>().items;
      assert.deepEqual(
        items.map(({ id: _id, ...card }) => card),
        [{ cardType: 1, cardNumberLastDigits: '4242', expirationMonth: 12, expirationYear: 2031, isDefault: true, isActive: true }],
      );
    });

    test('4000 0000 0000 0002 declines and 4000 0000 0000 9995 has insufficient funds', async () => {
      const buyer = await createBuyer(app);
      await createIntent(app, buyer);
      const declined = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: await sandboxMethod(buyer, '4000000000000002') }, buyer.headers);
      assert.deepEqual([declined.statusCode, declined.json()], [402, DECLINED]);
      const poor = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: await sandboxMethod(buyer, '4000000000009995') }, buyer.headers);
      assert.deepEqual([poor.statusCode, poor.json()], [402, { message: 'A payment error occurred: Your card has insufficient funds.' }]);
      assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    });

    test('a saved card pays by its id, not once put away; another customer cannot pay with it', async () => {
      const buyer = await createBuyer(app);
      const saved = await app.inject({
        method: 'POST',
        url: `/api/payment/add/${buyer.userId}/1`,
        payload: { paymentMethodId: await sandboxMethod(buyer, '5555555555554444') },
        headers: buyer.headers,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      const cardId = saved.json<SavedCard>().id;
      const stranger = await createBuyer(app);
      await createIntent(app, stranger);
      const stolen = await confirmationRequest(app, { orderId: stranger.orderId, cardId }, stranger.headers);
      assert.equal(stolen.statusCode, 404);
      await createIntent(app, buyer);
      const putAway = await app.inject({ method: 'PUT', url: `/api/payment/card/action/${cardId}/false`, headers: buyer.headers });
      assert.equal(putAway.statusCode, 200);
      const withPutAway = await confirmationRequest(app, { orderId: buyer.orderId, cardId }, buyer.headers);
      assert.deepEqual([withPutAway.statusCode, withPutAway.json()], [404, { message: 'We could not find this card.' }]);
      await app.inject({ method: 'PUT', url: `/api/payment/card/action/${cardId}/true`, headers: buyer.headers });
      const paid = await confirmationRequest(app, { orderId: buyer.orderId, cardId }, buyer.headers);
      assert.equal(paid.statusCode, 200, paid.body);
      assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => [row.card_type, row.card_last4]), [[2, '4444']]);
    });
  });
});
