import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CARD_TYPE } from '@labstore/domain';
import Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider';
import { startStripeDouble, type StripeDouble } from './stripe-double.test-fixtures';
import { stripeProvider } from './stripe-provider';

// The Stripe adapter through the real SDK, against a local double of Stripe's endpoints.

const WEBHOOK_SECRET = 'whsec_test_adapter';
const PAY = { saveForLater: false };

describe('Stripe adapter (payments/stripe-provider.ts)', () => {
  let double: StripeDouble;
  let provider: PaymentProvider;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    double = await startStripeDouble();
    provider = stripeProvider({ secretKey: 'sk_test_adapter', publishableKey: 'pk_test_adapter', webhookSecret: WEBHOOK_SECRET, apiUrl: double.url });
  });
  afterAll(() => double.close());

  const create = (orderId = randomUUID(), amountCents = 12_345, idempotencyKey = `intent-${randomUUID()}`) =>
    provider.createIntent({ orderId, amountCents, idempotencyKey, customerUserId: 'user-1', providerCustomerId: null });

  test('an intent is created for the amount in dollars cents, with the order in its metadata and our idempotency key', async () => {
    const orderId = randomUUID();
    const key = `intent-${orderId}`;
    const intent = await create(orderId, 12_345, key);
    assert.match(intent.id, /^pi_/);
    assert.match(intent.clientSecret, new RegExp(`^${intent.id}_secret_`));
    assert.deepEqual({ ...intent, id: 'x', clientSecret: 'x' }, {
      id: 'x',
      clientSecret: 'x',
      amountCents: 12_345,
      status: 'requires_payment_method',
      orderId,
      lastFailure: null,
      card: null,
    });
    const sent = double.requests.findLast((request) => request.path === '/v1/payment_intents');
    assert.equal(sent?.idempotencyKey, key);
    assert.equal(sent?.form.get('amount'), '12345');
    assert.equal(sent?.form.get('currency'), 'usd');
    assert.equal(sent?.form.get('metadata[order_id]'), orderId);
  });

  test('a creation whose answer was lost is retried by the SDK with the same key: one intent', async () => {
    const key = `intent-${randomUUID()}`;
    const before = double.intents.size;
    double.dropAnswers(1);
    const intent = await create(randomUUID(), 5_000, key);
    assert.equal(double.intents.size, before + 1);
    assert.equal(double.intents.get(intent.id)?.amount, 5_000);
    const attempts = double.requests.filter((request) => request.idempotencyKey === key);
    assert.equal(attempts.length, 2);
  });

  test('our own retry of the same attempt (same key) gets the same intent back', async () => {
    const orderId = randomUUID();
    const key = `intent-${orderId}`;
    const first = await create(orderId, 7_000, key);
    const again = await create(orderId, 7_000, key);
    assert.equal(again.id, first.id);
  });

  test('pm_card_visa succeeds, and the intent names the card', async () => {
    const intent = await create();
    const confirmed = await provider.confirmIntent(intent.id, 'pm_card_visa', PAY);
    assert.equal(confirmed.status, 'succeeded');
    assert.equal(confirmed.lastFailure, null);
    assert.deepEqual(confirmed.card, { cardType: CARD_TYPE.Visa, last4: '4242', expMonth: 12, expYear: 2034 });
    assert.deepEqual(await provider.retrieveIntent(intent.id), confirmed);
  });

  test("declines are answers with Stripe's code and words, and the intent waits for another card", async () => {
    const intent = await create();
    const declined = await provider.confirmIntent(intent.id, 'pm_card_chargeDeclined', PAY);
    assert.equal(declined.status, 'requires_payment_method');
    assert.deepEqual(declined.lastFailure, { code: 'card_declined', message: 'Your card was declined.' });
    const poor = await provider.confirmIntent(intent.id, 'pm_card_chargeDeclinedInsufficientFunds', PAY);
    assert.deepEqual(poor.lastFailure, { code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const paid = await provider.confirmIntent(intent.id, 'pm_card_visa', PAY);
    assert.equal(paid.status, 'succeeded');
  });

  test('an unknown payment method is a failure the customer sees, not an error of ours', async () => {
    const intent = await create();
    const confirmed = await provider.confirmIntent(intent.id, 'pm_nobody', PAY);
    assert.equal(confirmed.status, 'requires_payment_method');
    assert.deepEqual(confirmed.lastFailure, { code: 'resource_missing', message: "No such PaymentMethod: 'pm_nobody'" });
  });

  test('confirming an intent that already succeeded answers it unchanged', async () => {
    const intent = await create();
    await provider.confirmIntent(intent.id, 'pm_card_visa', PAY);
    const again = await provider.confirmIntent(intent.id, 'pm_card_chargeDeclined', PAY);
    assert.equal(again.status, 'succeeded');
    assert.equal(again.lastFailure, null);
  });

  test('a payment Stripe is still settling reads as processing', async () => {
    const intent = await create();
    double.setStatus(intent.id, 'processing');
    assert.equal((await provider.retrieveIntent(intent.id))?.status, 'processing');
  });

  test('an unknown intent or payment method is null', async () => {
    assert.equal(await provider.retrieveIntent('pi_unknown'), null);
    assert.equal(await provider.describePaymentMethod('pm_unknown'), null);
  });

  test('a payment method is described by type, last digits and expiry', async () => {
    assert.deepEqual(await provider.describePaymentMethod('pm_card_mastercard'), {
      paymentMethodId: 'pm_card_mastercard',
      cardType: CARD_TYPE.MasterCard,
      last4: '4444',
      expMonth: 12,
      expYear: 2034,
    });
  });

  test('one customer per account, whatever the retries; a card attached to it pays only intents made for it', async () => {
    const userId = randomUUID();
    const customer = await provider.createCustomer(userId);
    assert.ok(customer);
    assert.equal(await provider.createCustomer(userId), customer);
    assert.deepEqual(double.customers.get(customer), { user_id: userId });
    assert.equal(await provider.attachPaymentMethod('pm_card_amex', customer), true);
    assert.equal(double.attachments.get('pm_card_amex'), customer);
    assert.equal(await provider.attachPaymentMethod('pm_card_amex', (await provider.createCustomer(randomUUID())) ?? ''), false);

    const withoutCustomer = await create();
    const refused = await provider.confirmIntent(withoutCustomer.id, 'pm_card_amex', PAY);
    assert.equal(refused.status, 'requires_payment_method');
    assert.equal(refused.lastFailure?.code, 'invalid_request_error');
    const forCustomer = await provider.createIntent({ orderId: randomUUID(), amountCents: 1_000, idempotencyKey: `intent-${randomUUID()}`, customerUserId: userId, providerCustomerId: customer });
    assert.equal(double.intents.get(forCustomer.id)?.customer, customer);
    assert.equal((await provider.confirmIntent(forCustomer.id, 'pm_card_amex', PAY)).status, 'succeeded');
  });

  test('paying with saveForLater keeps the card on the intent customer', async () => {
    const customer = (await provider.createCustomer(randomUUID())) ?? '';
    const intent = await provider.createIntent({ orderId: randomUUID(), amountCents: 1_000, idempotencyKey: `intent-${randomUUID()}`, customerUserId: 'u', providerCustomerId: customer });
    await provider.confirmIntent(intent.id, 'pm_card_mastercard', { saveForLater: true });
    const confirm = double.requests.findLast((request) => request.path === `/v1/payment_intents/${intent.id}/confirm`);
    assert.equal(confirm?.form.get('setup_future_usage'), 'off_session');
    assert.equal(double.attachments.get('pm_card_mastercard'), customer);
  });

  test('card details never go through this provider', () => {
    assert.equal(provider.createPaymentMethod, null);
    assert.equal(provider.publishableKey, 'pk_test_adapter');
  });

  describe('webhooks', () => {
    const intentObject = (orderId: string) => ({
      id: 'pi_webhook',
      object: 'payment_intent',
      amount: 4_200,
      currency: 'usd',
      status: 'succeeded',
      client_secret: 'pi_webhook_secret_x',
      metadata: { order_id: orderId },
      payment_method: 'pm_card_visa',
      last_payment_error: null,
    });
    const event = (type: string, object: unknown) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => signer.webhooks.generateTestHeaderString({ payload, secret });

    test('a payment_intent.succeeded signed with our secret is read', () => {
      const orderId = randomUUID();
      const payload = event('payment_intent.succeeded', intentObject(orderId));
      assert.deepEqual(provider.verifyWebhook(Buffer.from(payload), sign(payload)), {
        type: 'payment_intent.succeeded',
        intent: { id: 'pi_webhook', clientSecret: 'pi_webhook_secret_x', amountCents: 4_200, status: 'succeeded', orderId, lastFailure: null, card: null },
      });
    });

    test('other events are acknowledged and ignored', () => {
      const payload = event('payment_intent.created', intentObject(randomUUID()));
      assert.deepEqual(provider.verifyWebhook(Buffer.from(payload), sign(payload)), { type: 'other' });
    });

    test('a forged signature, a changed body or no signature is refused', () => {
      const payload = event('payment_intent.succeeded', intentObject(randomUUID()));
      assert.equal(provider.verifyWebhook(Buffer.from(payload), sign(payload, 'whsec_forged')), null);
      assert.equal(provider.verifyWebhook(Buffer.from(payload.replace('4200', '1')), sign(payload)), null);
      assert.equal(provider.verifyWebhook(Buffer.from(payload), ''), null);
    });
  });
});
