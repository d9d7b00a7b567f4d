import { IDEMPOTENCY_KEY_MAX_LENGTH } from './constants';

// The API's own refusals, the spec words none of these (docs/decisions.md):
// kept here beside the spec's messages so the catalogue of messages
// (i18n/messages-en.ts) holds every word the server says.

export { REQUEST_MESSAGES } from './request-messages';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
  keyReused: 'This Idempotency-Key was already used for a different request.',
  stillRunning: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
} as const;

/** Issue 21: the answer of an instance shedding load (503 with Retry-After), and of a client over the request limit (429). */
export const SERVICE_MESSAGES = {
  busy: 'We are very busy right now. Please try again in a few seconds.',
  tooManyRequests: 'You are sending too many requests. Please wait a minute and try again.',
} as const;

export const CHECKOUT_MESSAGES = {
  /** spec/01 2.5 (a), the order-blocking notice for Arizona. */
  arizonaOrderBlock:
    'We are temporarily unable to accept orders from Arizona because of a problem with our lab partner. You can still view your past orders and download your results.',
  noHomeAddress: 'Please add your home address to your profile before checking out.',
  freeOrder: 'This order is free of charge: confirm it without a card (POST /api/order/checkout/confirmation/free/{id}).',
  notFree: 'This order has a total to pay: pay it by card.',
  belowCardMinimum: 'Card payments start at $0.50. Please add a test or remove the promo code.',
  noPaymentStarted: 'No payment has been started for this order. Please pay again.',
  /** Said before any card is charged: the intent was canceled, so nothing was taken. */
  totalChanged: 'The order total changed while you were paying, so nothing was charged. Please review your order and pay again.',
  /** The intent was canceled (the cart changed, or it was left unpaid too long) before this card could pay it. */
  paymentCanceled: 'This payment was canceled because your order changed, so nothing was charged. Please review your order and pay again.',
  webhookMalformed: 'The webhook event is not a valid Stripe event.',
  webhookSignature: 'The webhook signature is invalid.',
  /** Issue 14: show the customer what happened to a payment being given back; {reason} is one of REFUND_REASON_MESSAGES. */
  refund: '{reason}, so your payment of {amount} is being refunded to your card. Nothing else was charged; please review your order.',
} as const;

/** Why a payment taken is being given back, as the customer reads it, by the payment row's refund reason. */
export const REFUND_REASON_MESSAGES = {
  total_changed: 'The order total changed while you were paying',
  promo_used_up: 'Your promo code reached its usage limit while you were paying',
  already_paid: 'This order had already been paid',
  order_closed: 'This order was closed while you were paying',
  /** Issue 17: a customer or an administrator canceled the order (docs/decisions.md "After the order"). */
  order_canceled: 'Your order was canceled',
  /** Issue 17: the ordering physician did not approve the order. */
  order_rejected: 'The physician did not approve your order',
} as const;

export const SAVED_CARD_MESSAGES = {
  cardNotFound: 'We could not find this card.',
  paymentMethodNotFound: 'We could not read this card. Please enter it again.',
  onlyCards: 'Only cards can be saved.',
  inactiveDefault: 'Only an active card can be the default.',
  /** The sandbox's Luhn check (the real provider words its own). */
  invalidNumber: 'Your card number is invalid.',
} as const;
