import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { CARD_MESSAGES, CARD_TYPE } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import type { PaymentProvider } from './payment-provider';
import { INVALID_NUMBER_MESSAGE, sandboxProvider } from './sandbox-provider';

const NOW = new Date('2026-11-23T12:00:00Z');
const PAY = { saveForLater: false };

describe('sandbox provider (payments/sandbox-provider.ts)', () => {
  let database: DatabaseHandle;
  let provider: PaymentProvider;
  // A second instance on the same database: what one makes, the other confirms.
  let otherInstance: PaymentProvider;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    provider = sandboxProvider(database.db, () => NOW);
    otherInstance = sandboxProvider(database.db, () => NOW);
  });
  afterAll(() => database.close());

  const create = (orderId = randomUUID(), amountCents = 2_500, idempotencyKey = `intent-${randomUUID()}`) =>
    provider.createIntent({ orderId, amountCents, idempotencyKey, customerUserId: randomUUID(), providerCustomerId: null });

  const cardMethod = (cardNumber: string, month = 12, year = 2030) => {
    if (!provider.createPaymentMethod) throw new Error('the sandbox makes payment methods');
    return provider.createPaymentMethod({ cardNumber, cvc: '123', month, year });
  };

  test('an intent waits for a payment method; the same idempotency key answers the same intent', async () => {
    const orderId = randomUUID();
    const intent = await create(orderId, 2_500, `intent-${orderId}`);
    assert.match(intent.id, /^pi_sandbox_[0-9a-f]{24}$/);
    assert.match(intent.clientSecret, new RegExp(`^${intent.id}_secret_`));
    assert.deepEqual({ ...intent, id: 'x', clientSecret: 'x' }, { id: 'x', clientSecret: 'x', amountCents: 2_500, status: 'requires_payment_method', orderId, lastFailure: null, card: null });
    assert.deepEqual(await create(orderId, 2_500, `intent-${orderId}`), intent);
    await assert.rejects(create(orderId, 2_600, `intent-${orderId}`), /reused with different intent parameters/);
  });

  test("Stripe's test PaymentMethod ids: pm_card_visa pays, the decline ids decline with Stripe's words", async () => {
    const declined = await otherInstance.confirmIntent((await create()).id, 'pm_card_chargeDeclined', PAY);
    assert.equal(declined.status, 'requires_payment_method');
    assert.deepEqual(declined.lastFailure, { code: 'card_declined', message: 'Your card was declined.' });
    const poor = await otherInstance.confirmIntent((await create()).id, 'pm_card_chargeDeclinedInsufficientFunds', PAY);
    assert.deepEqual(poor.lastFailure, { code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const intent = await create();
    const paid = await otherInstance.confirmIntent(intent.id, 'pm_card_visa', PAY);
    assert.equal(paid.status, 'succeeded');
    assert.deepEqual(paid.card, { cardType: CARD_TYPE.Visa, last4: '4242', expMonth: 12, expYear: 2029 });
    assert.deepEqual(await provider.retrieveIntent(intent.id), paid);
  });

  test("Stripe's test card numbers, through a payment method made from the card details", async () => {
    const visa = await cardMethod('4242424242424242');
    assert.match(visa.paymentMethodId, /^pm_sandbox_[0-9a-f]{24}$/);
    assert.deepEqual({ ...visa, paymentMethodId: 'x' }, { paymentMethodId: 'x', cardType: CARD_TYPE.Visa, last4: '4242', expMonth: 12, expYear: 2030 });
    assert.equal((await provider.confirmIntent((await create()).id, visa.paymentMethodId, PAY)).status, 'succeeded');
    const declining = await cardMethod('4000000000000002');
    assert.deepEqual((await provider.confirmIntent((await create()).id, declining.paymentMethodId, PAY)).lastFailure, { code: 'card_declined', message: 'Your card was declined.' });
    const poor = await cardMethod('4000000000009995');
    assert.deepEqual((await provider.confirmIntent((await create()).id, poor.paymentMethodId, PAY)).lastFailure, { code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const mastercard = await cardMethod('5555555555554444');
    assert.equal(mastercard.cardType, CARD_TYPE.MasterCard);
  });

  test('only the type, last digits, expiry and outcome are stored: never the number or the security code', async () => {
    const method = await cardMethod('4000000000009995');
    const row = await database.db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', method.paymentMethodId).executeTakeFirstOrThrow();
    assert.deepEqual({ ...row, created_at: null }, { id: method.paymentMethodId, card_type: CARD_TYPE.Visa, last4: '9995', exp_month: 12, exp_year: 2030, decline_code: 'insufficient_funds', created_at: null });
  });

  test('a number failing its checksum, or an expired card, is refused', async () => {
    await assert.rejects(cardMethod('4242424242424241'), (error) => error instanceof AppError && error.statusCode === 400 && error.message === INVALID_NUMBER_MESSAGE);
    await assert.rejects(cardMethod('4242424242424242', 10, 2026), (error) => error instanceof AppError && error.message === CARD_MESSAGES.expired);
    assert.equal((await cardMethod('4242424242424242', 11, 2026)).expMonth, 11);
  });

  test('an unknown payment method fails the confirmation; a succeeded intent stays succeeded', async () => {
    const intent = await create();
    const unknown = await provider.confirmIntent(intent.id, 'pm_sandbox_nobody', PAY);
    assert.deepEqual(unknown.lastFailure, { code: 'resource_missing', message: "No such PaymentMethod: 'pm_sandbox_nobody'" });
    await provider.confirmIntent(intent.id, 'pm_card_visa', PAY);
    const again = await provider.confirmIntent(intent.id, 'pm_card_chargeDeclined', PAY);
    assert.equal(again.status, 'succeeded');
    assert.equal(again.lastFailure, null);
  });

  test('unknown ids: null, or 404 when confirming', async () => {
    assert.equal(await provider.retrieveIntent('pi_sandbox_nobody'), null);
    assert.equal(await provider.describePaymentMethod('pm_anything'), null);
    await assert.rejects(provider.confirmIntent('pi_sandbox_nobody', 'pm_card_visa', PAY), (error) => error instanceof AppError && error.statusCode === 404);
  });

  test('sandbox payment methods need no customer', async () => {
    assert.equal(await provider.createCustomer(randomUUID()), null);
  });

  test('the sandbox sends no webhooks, so it verifies none', () => {
    assert.equal(provider.verifyWebhook(Buffer.from('{}'), 't=1,v1=abc'), null);
  });
});
