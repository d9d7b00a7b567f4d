import { PAYMENT_STATUS, PAYMENT_STATUS_MESSAGES, paymentErrorMessage, type CheckoutResult } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';

// spec/02 4.5 steps 5 and 6, 8 "Payment statuses": what the payment dialog
// does with the confirmation's answer. A payment error (the provider refused
// the card) closes the dialog and shows "A payment error occurred: ..." as an
// error notification; a validation error keeps the dialog open with the
// server's words; a confirmation call that failed (unreached, 5xx) is the
// "error" outcome, "Something went wrong."

export type PaymentOutcome =
  | { kind: 'succeeded'; result: CheckoutResult }
  /** Shown in the dialog's message area for 4 s; the dialog stays open. */
  | { kind: 'message'; message: string }
  /** Closes the dialog; the notification carries the message. */
  | { kind: 'paymentError'; message: string }
  /** The dialog stays open; the notification carries the server's words. */
  | { kind: 'invalid'; message: string };

export function outcomeOfResult(result: CheckoutResult): PaymentOutcome {
  if (result.paymentStatus === PAYMENT_STATUS.Succeeded) return { kind: 'succeeded', result };
  if (result.paymentStatus === PAYMENT_STATUS.Processing) return { kind: 'message', message: PAYMENT_STATUS_MESSAGES.processing };
  return { kind: 'message', message: PAYMENT_STATUS_MESSAGES.failed };
}

/** The provider refused the card in the browser (Stripe.js), before our server was asked. */
export class PaymentRefusal extends Error {
  override readonly name = 'PaymentRefusal';
}

export function outcomeOfFailure(error: unknown): PaymentOutcome {
  if (error instanceof PaymentRefusal) return { kind: 'paymentError', message: paymentErrorText(error.message) };
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { kind: 'message', message: PAYMENT_STATUS_MESSAGES.error };
  if (error.status === 400 && hasModelState(error.body)) return { kind: 'invalid', message: error.message };
  return { kind: 'paymentError', message: paymentErrorText(error.message) };
}

const PAYMENT_ERROR_PREFIX = paymentErrorMessage('');

/** spec/02 8 "Payment error": the server may have worded it so already; it is said once. */
export function paymentErrorText(message: string): string {
  return message.startsWith(PAYMENT_ERROR_PREFIX) ? message : paymentErrorMessage(message);
}

function hasModelState(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof Reflect.get(body, 'modelState') === 'object';
}
