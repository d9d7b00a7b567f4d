import assert from 'node:assert/strict';
import { test } from 'vitest';
import { PAYMENT_STATUS } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { submitted } from './checkout-fixtures.test-support';
import { outcomeOfFailure, outcomeOfResult, paymentErrorText, PaymentRefusal } from './payment-outcome';

test('a succeeded confirmation is the success dialog', () => {
  const result = submitted(PAYMENT_STATUS.Succeeded);
  assert.deepEqual(outcomeOfResult(result), { kind: 'succeeded', result });
});

test('processing and failed answers are the spec/02 8 status messages', () => {
  assert.deepEqual(outcomeOfResult(submitted(PAYMENT_STATUS.Processing, 1)), { kind: 'message', message: 'Your payment is processing.' });
  assert.deepEqual(outcomeOfResult(submitted(PAYMENT_STATUS.Failed, 1)), { kind: 'message', message: 'Your payment was not successful, please try again.' });
});

test('a declined card is a payment error, worded once', () => {
  assert.deepEqual(outcomeOfFailure(new ApiError(402, 'A payment error occurred: Your card was declined.', {})), {
    kind: 'paymentError',
    message: 'A payment error occurred: Your card was declined.',
  });
  assert.deepEqual(outcomeOfFailure(new ApiError(402, 'Your card has insufficient funds.', {})), {
    kind: 'paymentError',
    message: 'A payment error occurred: Your card has insufficient funds.',
  });
});

test('a validation refusal keeps the dialog open with the server words', () => {
  const body = { message: 'This card has expired.', modelState: { month: ['This card has expired.'] } };
  assert.deepEqual(outcomeOfFailure(new ApiError(400, 'This card has expired.', body)), { kind: 'invalid', message: 'This card has expired.' });
});

test('a confirmation call that failed is "Something went wrong."', () => {
  const wrong = { kind: 'message', message: 'Something went wrong.' };
  assert.deepEqual(outcomeOfFailure(new ApiError(0, 'offline', undefined)), wrong);
  assert.deepEqual(outcomeOfFailure(new ApiError(503, 'Service Unavailable', undefined)), wrong);
  assert.deepEqual(outcomeOfFailure(new TypeError('bad answer')), wrong);
});

test('paymentErrorText adds the spec prefix only when missing', () => {
  assert.equal(paymentErrorText('Your card was declined.'), 'A payment error occurred: Your card was declined.');
  assert.equal(paymentErrorText('A payment error occurred: x'), 'A payment error occurred: x');
});

test('a card Stripe.js refused in the browser is a payment error in its words', () => {
  assert.deepEqual(outcomeOfFailure(new PaymentRefusal('Your card was declined.')), {
    kind: 'paymentError',
    message: 'A payment error occurred: Your card was declined.',
  });
});
