import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { startStripeDouble, type DoubleIntent, type StripeDouble } from '../payments/stripe-double.test-fixtures';
import { insertPromo } from '../cart/cart.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { REFUND_JOB, SETTLE_ATTEMPT_JOB } from '../orders/payment-jobs.kinds';
import { BUYER_TOTAL_CENTS, confirmationRequest, createBuyer, createIntent, insertApprovedProduct, orderRow, paymentRows, succeeded, type Buyer } from './checkout.test-fixtures';

// The checkout with Stripe configured: the real SDK against a local double of
// Stripe's endpoints, and webhooks signed by the SDK's own helper.

const WEBHOOK_SECRET = 'whsec_checkout_test';

describe('checkout with Stripe', () => {
  let app: FastifyInstance;
  let double: StripeDouble;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    double = await startStripeDouble();
    app = await buildTestApp({
      seed: false,
      environment: { STRIPE_SECRET_KEY: 'sk_test_app', STRIPE_PUBLISHABLE_KEY: 'pk_test_app', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: double.url },
    });
  });
  afterAll(async () => {
    await app.close();
    await double.close();
  });

  const webhook = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });

  const succeededEvent = (intent: DoubleIntent) => JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });

  /** Stripe takes the payment in the browser (Stripe.js): the double's intent succeeds. */
  const payInBrowser = (intentId: string): DoubleIntent => {
    double.setStatus(intentId, 'succeeded');
    const intent = double.intents.get(intentId);
    if (!intent) throw new Error('no such intent');
    return intent;
  };

  const paidBuyer = async (): Promise<{ buyer: Buyer; intent: DoubleIntent }> => {
    const buyer = await createBuyer(app);
    const { paymentIntentId } = await createIntent(app, buyer);
    return { buyer, intent: payInBrowser(paymentIntentId) };
  };

  test('the intent is a Stripe PaymentIntent for the server total, made with a key that stays the same for the attempt', async () => {
    const buyer = await createBuyer(app);
    const intent = await createIntent(app, buyer);
    assert.equal(intent.provider, 'stripe');
    assert.equal(intent.publishableKey, 'pk_test_app');
    assert.equal(intent.amount, 39);
    const stored = double.intents.get(intent.paymentIntentId);
    assert.equal(stored?.amount, BUYER_TOTAL_CENTS);
    assert.equal(stored?.metadata.order_id, buyer.orderId);
    assert.equal(stored?.metadata.user_id, buyer.userId);
    const created = double.requests.filter((request) => request.path === '/v1/payment_intents' && request.form.get('metadata[order_id]') === buyer.orderId);
    assert.deepEqual(created.map((request) => request.idempotencyKey), [`checkout-intent:${buyer.orderId}:${BUYER_TOTAL_CENTS}:1`]);
  });

  test('a retried intent creation whose answer was lost makes one PaymentIntent', async () => {
    const buyer = await createBuyer(app);
    const before = double.intents.size;
    double.dropAnswers(1);
    const intent = await createIntent(app, buyer);
    assert.equal(double.intents.size, before + 1);
    assert.equal((await createIntent(app, buyer)).paymentIntentId, intent.paymentIntentId);
  });

  test('Stripe down: the intent call fails with 500 after the SDK retries, its Idempotency-Key is given back, and the retry succeeds', async () => {
    const buyer = await createBuyer(app);
    const headers = { ...buyer.headers, 'idempotency-key': randomUUID() };
    double.failRequests(3);
    const failed = await app.inject({ method: 'POST', url: '/api/order/checkout/intent', payload: { orderId: buyer.orderId }, headers });
    assert.equal(failed.statusCode, 500);
    assert.deepEqual(failed.json(), { message: 'Something went wrong on our side. Please try again.' });
    assert.equal(await app.db.selectFrom('idempotency_keys').select('key').where('key', '=', headers['idempotency-key']).executeTakeFirst(), undefined);
    const retried = await app.inject({ method: 'POST', url: '/api/order/checkout/intent', payload: { orderId: buyer.orderId }, headers });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.json<{ amount: number }>().amount, 39);
  });

  test('the confirmation asks Stripe: paid in the browser, the order is submitted with the card Stripe names', async () => {
    const buyer = await createBuyer(app);
    const { paymentIntentId } = await createIntent(app, buyer);
    const response = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), succeeded(buyer.orderId, (await orderRow(app, buyer.orderId)).number));
    assert.deepEqual(await paymentRows(app, buyer.orderId), [
      { provider: 'stripe', provider_reference: paymentIntentId, amount_cents: BUYER_TOTAL_CENTS, currency: 'usd', status: 1, card_type: 1, card_last4: '4242' },
    ]);
  });

  test('a decline through Stripe: 402 with its words, the cart unchanged', async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    const response = await confirmationRequest(app, { orderId: buyer.orderId, paymentStatus: 2, paymentMethodId: 'pm_card_chargeDeclined' }, buyer.headers);
    assert.equal(response.statusCode, 402);
    assert.deepEqual(response.json(), { message: 'A payment error occurred: Your card was declined.' });
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
  });

  test('a payment still processing answers 202 and moves nothing', async () => {
    const buyer = await createBuyer(app);
    const { paymentIntentId } = await createIntent(app, buyer);
    double.setStatus(paymentIntentId, 'processing');
    const response = await confirmationRequest(app, { orderId: buyer.orderId, paymentStatus: 5 }, buyer.headers);
    assert.equal(response.statusCode, 202);
    const { number } = await orderRow(app, buyer.orderId);
    assert.deepEqual(response.json(), { orderId: buyer.orderId, number, status: 1, paymentStatus: 5, message: 'Your payment is processing.' });
    assert.deepEqual(await paymentRows(app, buyer.orderId), []);
  });

  test('the webhook submits the order when the browser never comes back; the late confirmation gets the success', async () => {
    const { buyer, intent } = await paidBuyer();
    const received = await webhook(succeededEvent(intent));
    assert.equal(received.statusCode, 200, received.body);
    assert.deepEqual(received.json(), { received: true });
    const order = await orderRow(app, buyer.orderId);
    assert.equal(order.status, 2);
    const late = await confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers);
    assert.equal(late.statusCode, 200);
    assert.deepEqual(late.json(), succeeded(buyer.orderId, order.number));
    assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
  });

  test('the webhook after the confirmation changes nothing', async () => {
    const { buyer, intent } = await paidBuyer();
    assert.equal((await confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers)).statusCode, 200);
    const received = await webhook(succeededEvent(intent));
    assert.equal(received.statusCode, 200);
    assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
  });

  test('the webhook racing two confirmations: one Submitted order, one payment row, every caller told it succeeded', async () => {
    const { buyer, intent } = await paidBuyer();
    const [hook, ...confirmations] = await Promise.all([
      webhook(succeededEvent(intent)),
      confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers),
      confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers),
    ]);
    assert.equal(hook?.statusCode, 200);
    const { number, status } = await orderRow(app, buyer.orderId);
    assert.equal(status, 2);
    for (const confirmation of confirmations) assert.deepEqual(confirmation.json(), succeeded(buyer.orderId, number));
    assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
  });

  test("an older intent is canceled when the total changes; one that was paid anyway (another tab) is refunded, never a second order", async () => {
    const buyer = await createBuyer(app);
    const older = await createIntent(app, buyer);
    const another = await insertApprovedProduct(app, { masterCents: 1000 });
    const added = await app.inject({ method: 'POST', url: '/api/order/add', payload: { orderId: buyer.orderId, productId: another.id }, headers: buyer.headers });
    assert.equal(added.statusCode, 200, added.body);
    await app.jobs.drain();
    assert.equal(double.intents.get(older.paymentIntentId)?.status, 'canceled');
    const newer = await createIntent(app, buyer);
    assert.notEqual(newer.paymentIntentId, older.paymentIntentId);
    assert.equal((await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers)).statusCode, 200);
    // Stripe.js confirmed the older intent in another tab just before its cancel.
    const received = await webhook(succeededEvent(payInBrowser(older.paymentIntentId)));
    assert.equal(received.statusCode, 200);
    await app.jobs.drain();
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => [row.provider_reference, row.amount_cents]), [[newer.paymentIntentId, 4_900]]);
    assert.deepEqual([...double.refunds.values()].filter((refund) => refund.paymentIntent === older.paymentIntentId).map((refund) => refund.amount), [BUYER_TOTAL_CENTS]);
    const refund = await app.db.selectFrom('payment_refunds').select(['status', 'reason', 'amount_cents']).where('provider_intent_id', '=', older.paymentIntentId).executeTakeFirstOrThrow();
    assert.deepEqual(refund, { status: 'refunded', reason: 'already_paid', amount_cents: BUYER_TOTAL_CENTS });
    const refundCalls = double.requests.filter((request) => request.path === '/v1/refunds');
    assert.ok(refundCalls.every((request) => request.idempotencyKey === `refund:${request.form.get('payment_intent')}`));
  });

  test('a server-side confirmation after the cart changed charges no card: the intent is canceled at Stripe first', async () => {
    const buyer = await createBuyer(app);
    const intent = await createIntent(app, buyer);
    const another = await insertApprovedProduct(app, { masterCents: 2200 });
    assert.equal((await app.inject({ method: 'POST', url: '/api/order/add', payload: { orderId: buyer.orderId, productId: another.id }, headers: buyer.headers })).statusCode, 200);
    const refused = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(double.intents.get(intent.paymentIntentId)?.status, 'canceled');
    const confirms = double.requests.filter((request) => request.path === `/v1/payment_intents/${intent.paymentIntentId}/confirm`);
    assert.deepEqual(confirms, []);
    assert.deepEqual(await paymentRows(app, buyer.orderId), []);
  });

  test('money Stripe took for a cart that changed before the webhook is refunded once, however often the event comes', async () => {
    const { buyer, intent } = await paidBuyer();
    const another = await insertApprovedProduct(app, { masterCents: 2200 });
    assert.equal((await app.inject({ method: 'POST', url: '/api/order/add', payload: { orderId: buyer.orderId, productId: another.id }, headers: buyer.headers })).statusCode, 200);
    double.failRequests(1);
    for (let delivery = 0; delivery < 3; delivery += 1) assert.equal((await webhook(succeededEvent(intent))).statusCode, 200);
    await app.jobs.drain();
    // A Stripe outage on the way is ridden out by the SDK's retries or the job's (made due now).
    await app.db.updateTable('jobs').set({ run_at: new Date() }).where('kind', '=', REFUND_JOB).where('done_at', 'is', null).execute();
    await app.jobs.drain();
    assert.deepEqual([...double.refunds.values()].filter((refund) => refund.paymentIntent === intent.id).map((refund) => refund.amount), [BUYER_TOTAL_CENTS]);
    const refund = await app.db.selectFrom('payment_refunds').select(['status', 'reason']).where('order_id', '=', buyer.orderId).execute();
    assert.deepEqual(refund, [{ status: 'refunded', reason: 'total_changed' }]);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
  });

  test('with no confirmation and no webhook, the queue settles a paid intent, and cancels one left unpaid at Stripe with its promo use', async () => {
    const runDelayedJobs = async () => {
      await app.db.updateTable('jobs').set({ run_at: new Date() }).where('kind', '=', SETTLE_ATTEMPT_JOB).where('done_at', 'is', null).execute();
      await app.jobs.drain();
    };
    const { buyer: paid } = await paidBuyer();
    const unpaid = await createBuyer(app);
    const promo = await insertPromo(app, { total_use_limit: 1 });
    assert.equal((await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: unpaid.orderId, code: promo.code }, headers: unpaid.headers })).statusCode, 200);
    const left = await createIntent(app, unpaid);
    await runDelayedJobs();
    assert.equal((await orderRow(app, paid.orderId)).status, 2);
    assert.equal(double.intents.get(left.paymentIntentId)?.status, 'canceled');
    const code = await app.db.selectFrom('promo_codes').select('total_used').where('id', '=', promo.id).executeTakeFirstOrThrow();
    assert.equal(code.total_used, 0);
  });

  test('a forged signature is refused and moves nothing', async () => {
    const { buyer, intent } = await paidBuyer();
    const payload = succeededEvent(intent);
    const forged = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' }));
    assert.equal(forged.statusCode, 400);
    assert.deepEqual(forged.json(), { message: CHECKOUT_MESSAGES.webhookSignature });
    const unsigned = await app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload, headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.statusCode, 400);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
  });

  test("a signed event for an intent that is not ours moves nothing; an event's amount is not believed, Stripe's is", async () => {
    const { buyer, intent } = await paidBuyer();
    const stranger = await webhook(succeededEvent({ ...intent, id: 'pi_not_ours' }));
    assert.equal(stranger.statusCode, 200);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    const cheaper = await webhook(succeededEvent({ ...intent, amount: 100 }));
    assert.equal(cheaper.statusCode, 200);
    assert.equal((await orderRow(app, buyer.orderId)).status, 2);
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => row.amount_cents), [BUYER_TOTAL_CENTS]);
  });

  test('a signed event with no intent in it, or one signed ahead of our clock, is refused with 400 and moves nothing', async () => {
    const { buyer, intent } = await paidBuyer();
    const hollow = await webhook(JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: {} }));
    assert.equal(hollow.statusCode, 400, hollow.body);
    assert.deepEqual(hollow.json(), { message: CHECKOUT_MESSAGES.webhookMalformed });
    const payload = succeededEvent(intent);
    const future = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) + 3600 }));
    assert.equal(future.statusCode, 400, future.body);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
  });

  test("a saved card is attached to the account's Stripe customer and pays the account's intents", async () => {
    const buyer = await createBuyer(app);
    const saved = await app.inject({ method: 'POST', url: `/api/payment/add/${buyer.userId}/1`, payload: { paymentMethodId: 'pm_card_amex' }, headers: buyer.headers });
    assert.equal(saved.statusCode, 200, saved.body);
    const { provider_customer_id: customer } = await app.db.selectFrom('payment_customers').select('provider_customer_id').where('user_id', '=', buyer.userId).executeTakeFirstOrThrow();
    assert.deepEqual(double.customers.get(customer), { user_id: buyer.userId });
    assert.equal(double.attachments.get('pm_card_amex'), customer);
    const { paymentIntentId } = await createIntent(app, buyer);
    assert.equal(double.intents.get(paymentIntentId)?.customer, customer);
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, cardId: saved.json<{ id: string }>().id }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => [row.card_type, row.card_last4]), [[3, '8431']]);
  });

  test('paying with saveCard asks Stripe to keep the card on the customer, and saves it', async () => {
    const buyer = await createBuyer(app);
    const { paymentIntentId } = await createIntent(app, buyer);
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_mastercard', saveCard: true }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);
    const confirm = double.requests.findLast((request) => request.path === `/v1/payment_intents/${paymentIntentId}/confirm`);
    assert.equal(confirm?.form.get('setup_future_usage'), 'off_session');
    const cards = await app.db.selectFrom('saved_cards').select(['provider', 'provider_payment_method_id', 'last4']).where('user_id', '=', buyer.userId).execute();
    assert.deepEqual(cards, [{ provider: 'stripe', provider_payment_method_id: 'pm_card_mastercard', last4: '4444' }]);
  });

  test('card details never reach the server with Stripe: the sandbox card form is not found', async () => {
    const buyer = await createBuyer(app);
    const response = await app.inject({ method: 'POST', url: '/api/payment/sandbox/method', payload: { cardNumber: '4242424242424242', cvc: '123', month: 12, year: 2031 }, headers: buyer.headers });
    assert.equal(response.statusCode, 404);
  });
});
