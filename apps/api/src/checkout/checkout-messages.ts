import type { RefundReason } from '@labstore/db';
import { exhaustiveMap, formatUsd } from '@labstore/domain';

// Ours: the checkout refusals the spec does not word (docs/decisions.md).
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
} as const;

/** Why a payment taken is being given back, as the customer reads it (issue 14: show the customer what happened). */
const REFUND_REASONS = exhaustiveMap({
  total_changed: 'The order total changed while you were paying',
  promo_used_up: 'Your promo code reached its usage limit while you were paying',
  already_paid: 'This order had already been paid',
  order_closed: 'This order was closed while you were paying',
} satisfies Record<RefundReason, string>);

export function refundMessage(reason: RefundReason, amountCents: number): string {
  return `${REFUND_REASONS.get(reason)}, so your payment of ${formatUsd(amountCents)} is being refunded to your card. Nothing else was charged; please review your order.`;
}
