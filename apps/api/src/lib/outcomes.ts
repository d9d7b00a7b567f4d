// Issue 21: the outcomes of a payment and of an order's life with the partner
// that /metrics counts (metrics/metrics.plugin.ts). The code that decides one
// reports it through a counter it is given (from app.metrics, by the plugin
// that registers it), so no feature imports the metrics. The words are few
// and fixed: they are labels.

export const PAYMENT_OUTCOMES = [
  /** A card payment made its order (checkout/order-submission.ts). */
  'succeeded',
  /** A free order was submitted without a payment. */
  'free',
  /** The provider refused the card: the customer was answered 402. */
  'declined',
  /** An intent was canceled before it took money (cart changed, abandoned). */
  'voided',
  /** Money was taken that could make no order: a refund is owed. */
  'refund_owed',
  /** The provider gave a refund back (one owed, or a canceled or rejected order's). */
  'refunded',
  /** A refund failed for good: an operator must give the money back by hand. */
  'refund_failed',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PARTNER_OUTCOMES = [
  /** The partner took the order. */
  'submitted',
  /** The partner refused a request about an order (it waits for an administrator). */
  'refused',
  'approved',
  'rejected',
  /** The laboratory reported the results. */
  'resulted',
  /** A canceled order was withdrawn from the partner. */
  'withdrawn',
  /** The partner could not be reached about an order after every attempt. */
  'unreachable',
] as const;
export type PartnerOutcome = (typeof PARTNER_OUTCOMES)[number];

/** Counts one outcome; called once the outcome is decided (after its transaction commits, where there is one). */
export type CountOutcome<T extends string> = (outcome: T) => void;

/** The counter of code run without the metrics (unit tests that build a service by hand). */
export const countNothing = (): void => {};
