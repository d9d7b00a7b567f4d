import assert from 'node:assert/strict';
import { test } from 'vitest';
import { PAYMENT_STATUS, type PaymentConfirmationBody } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { ORDER_ID, submitted } from './checkout-fixtures.test-support';
import { PaymentRefusal } from './payment-outcome';
import { confirmWithStripe, type StripeCardPaymentResult } from './stripe-confirmation';

function run(stripeAnswer: StripeCardPaymentResult, serverFails = false) {
  const sent: PaymentConfirmationBody[] = [];
  const statuses: string[] = [];
  const result = confirmWithStripe({
    orderId: ORDER_ID,
    confirmCardPayment: () => Promise.resolve(stripeAnswer),
    confirm: (body) => {
      sent.push(body);
      return serverFails ? Promise.reject(new ApiError(402, 'declined', {})) : Promise.resolve(submitted(body.paymentStatus));
    },
    showStatus: (message) => statuses.push(message),
  });
  return { result, sent, statuses };
}

test('a succeeded intent is confirmed with the server as succeeded', async () => {
  const { result, sent } = run({ paymentIntent: { status: 'succeeded' } });
  assert.deepEqual(await result, submitted(PAYMENT_STATUS.Succeeded));
  assert.deepEqual(sent, [{ orderId: ORDER_ID, paymentStatus: PAYMENT_STATUS.Succeeded }]);
});

test('a processing intent is sent as processing (5)', async () => {
  const { result, sent } = run({ paymentIntent: { status: 'processing' } });
  await result;
  assert.deepEqual(sent, [{ orderId: ORDER_ID, paymentStatus: PAYMENT_STATUS.Processing }]);
});

test('a mistyped card stays in the form with Stripe words and nothing is sent', async () => {
  const { result, sent, statuses } = run({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
  assert.equal(await result, null);
  assert.deepEqual(sent, []);
  assert.deepEqual(statuses, ['Your card number is incomplete.']);
});

test('a card Stripe refuses is reported as failed (2) and becomes a payment error in Stripe words', async () => {
  const { result, sent } = run({ error: { type: 'card_error', message: 'Your card was declined.' } }, true);
  await assert.rejects(result, (error: unknown) => error instanceof PaymentRefusal && error.message === 'Your card was declined.');
  assert.deepEqual(sent, [{ orderId: ORDER_ID, paymentStatus: PAYMENT_STATUS.Failed }]);
});

test('an answer with neither an intent nor an error is a failed payment', async () => {
  const { result } = run({});
  await assert.rejects(result, (error: unknown) => error instanceof PaymentRefusal && error.message === 'Your payment was not successful, please try again.');
});
