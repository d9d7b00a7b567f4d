import {
  checkoutResultSchema,
  paymentIntentResponseSchema,
  type CheckoutResult,
  type PaymentConfirmationBody,
  type PaymentIntentResponse,
} from '@labstore/domain';
import { checkoutWrite } from './checkout-write';

// spec/02 7 "Cart and orders": the checkout calls (apps/api/src/checkout).
// Their refusals are worded by place-order.ts and payment-outcome.ts.

export const createPaymentIntent = (orderId: string): Promise<PaymentIntentResponse> =>
  checkoutWrite('POST', '/api/order/checkout/intent', { orderId }, paymentIntentResponseSchema);

export const confirmPayment = (body: PaymentConfirmationBody): Promise<CheckoutResult> =>
  checkoutWrite('POST', '/api/order/checkout/confirmation', body, checkoutResultSchema);

export const confirmFreeOrder = (orderId: string): Promise<CheckoutResult> =>
  checkoutWrite('POST', `/api/order/checkout/confirmation/free/${encodeURIComponent(orderId)}`, undefined, checkoutResultSchema);
