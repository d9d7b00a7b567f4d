import { formatUsd } from './money';

// spec/02 4.3, 4.4, 4.5 and 8: the cart's, promo code's and checkout's words,
// exactly as the spec gives them. Messages the spec leaves unworded are
// marked "ours" (docs/decisions.md).

export const CART_MESSAGES = {
  alreadyInCart: 'This test is already in your cart and can only be added once.',
  alreadyInPanel: 'This test is already included in a panel in your cart and can not be added individually.',
  inactiveAtAdd:
    'We are sorry, but a test or panel that you are trying to add to your cart is no longer approved for ordering. Please contact customer support for help.',
  inactiveAtCheckout:
    'We are sorry, but a test or panel that you had in your cart is no longer approved for ordering. Please contact customer support for help.',
  approvedListMismatchTitle: 'We are sorry. Something didn\'t work.',
  approvedListMismatch: 'Please contact customer support and let them know that there was the following error: Error: 101 Test(s) affected:',
  promoApplied: 'The promo code is applied successfully',
  promoRemoved: 'The promo code is removed successfully',
  promoReapplyFailed: 'We could not apply your promo code to this order. Please contact customer support for help.',
  zipStateMismatch:
    'Your zip code does not match your state. Please contact GRL support to have your address updated to proceed with ordering tests.',
  confirmRemove: (name: string) => `Are you sure to remove ${name} ?`,
  confirmClear: 'Are you sure you want to remove all tests?',
  emptyCart: 'You do not have anything in your cart. Search or browse our tests and panels to add something here.',
  // Ours: the spec words no refusal for these.
  cartNotOpen: 'This order has already been submitted, so its tests can no longer be changed.',
  cartNotFound: 'We could not find this cart. It may have been emptied or submitted.',
  productNotFound: 'We could not find this test.',
  itemNotFound: 'This test is no longer in your cart.',
  emptyCheckout: 'Your cart is empty. Add a test before checking out.',
  profileRequired: 'Please sign in to check out.',
  forbiddenState: 'Residents of NJ, NY, RI and AZ cannot place new orders.',
  eligibilityRequired: 'Please complete the eligibility questionnaire before adding this test.',
} as const;

/** spec/02 8 "Test added". */
export function testAddedMessage(name: string): string {
  return `${name} has been added to your cart.`;
}

/** spec/02 8 "Panel added that contains a cart test". */
export function removedForPanelMessage(name: string): string {
  return `${name} was removed from your cart, because it is included in the panel which was just added.`;
}

/** spec/02 8 "Reflex test added": the possible extra fee is the test's extra price. */
export function reflexAddedMessage(extraPriceCents: number | null): string {
  return `It has been added, with a possible extra fee of ${formatUsd(extraPriceCents ?? 0)} if the result is positive.`;
}

/** spec/02 8 "Inactive product at add", followed by the non-approved test's name. */
export function inactiveAtAddMessage(name: string): string {
  return `${CART_MESSAGES.inactiveAtAdd} ${name}`;
}

/** spec/02 8 "Inactive item at checkout". */
export function inactiveAtCheckoutMessage(name: string): string {
  return `${CART_MESSAGES.inactiveAtCheckout} Non-approved test: ${name}`;
}

/** spec/02 8 Error 101, with the affected tests one per line. */
export function approvedListMismatchMessage(names: readonly string[]): string {
  return [CART_MESSAGES.approvedListMismatchTitle, CART_MESSAGES.approvedListMismatch, ...names].join('\n');
}

/** spec/02 8 "Payment error". */
export function paymentErrorMessage(message: string): string {
  return `A payment error occurred: ${message}`;
}

/** Ours: why a promo code cannot be used (the spec words none of these). */
export const PROMO_MESSAGES = {
  notFound: 'This promo code is not valid.',
  inactive: 'This promo code is no longer active.',
  notStarted: 'This promo code is not active yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has reached its usage limit.',
  customerLimit: 'You have already used this promo code the maximum number of times.',
  noMatchingProduct: 'This promo code does not apply to any test in your cart.',
  noPromoApplied: 'There is no promo code on this order.',
} as const;
