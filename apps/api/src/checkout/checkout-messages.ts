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
  totalChanged: 'The order total changed while you were paying. Please contact customer support.',
  webhookSignature: 'The webhook signature is invalid.',
} as const;
