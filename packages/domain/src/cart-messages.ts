import { fillTemplate } from './i18n/message-template';
import { formatUsd } from './money';

// spec/02 4.3, 4.4, 4.5 and 8: the cart's, promo code's and checkout's words,
// exactly as the spec gives them. Messages the spec leaves unworded are
// marked "ours" (docs/decisions.md).

const INACTIVE_AT_ADD =
  'We are sorry, but a test or panel that you are trying to add to your cart is no longer approved for ordering. Please contact customer support for help.';
const INACTIVE_AT_CHECKOUT =
  'We are sorry, but a test or panel that you had in your cart is no longer approved for ordering. Please contact customer support for help.';

export const CART_MESSAGES = {
  alreadyInCart: 'This test is already in your cart and can only be added once.',
  alreadyInPanel: 'This test is already included in a panel in your cart and can not be added individually.',
  inactiveAtAdd: INACTIVE_AT_ADD,
  inactiveAtCheckout: INACTIVE_AT_CHECKOUT,
  approvedListMismatchTitle: 'We are sorry. Something didn\'t work.',
  approvedListMismatch: 'Please contact customer support and let them know that there was the following error: Error: 101 Test(s) affected:',
  promoApplied: 'The promo code is applied successfully',
  promoRemoved: 'The promo code is removed successfully',
  promoReapplyFailed: 'We could not apply your promo code to this order. Please contact customer support for help.',
  zipStateMismatch:
    'Your zip code does not match your state. Please contact GRL support to have your address updated to proceed with ordering tests.',
  confirmRemove: 'Are you sure to remove {name} ?',
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
  // The composed notices of spec/02 8, their values in {braces}.
  testAdded: '{name} has been added to your cart.',
  removedForPanel: '{name} was removed from your cart, because it is included in the panel which was just added.',
  reflexAdded: 'It has been added, with a possible extra fee of {amount} if the result is positive.',
  inactiveAtAddNamed: `${INACTIVE_AT_ADD} {names}`,
  inactiveAtCheckoutNamed: `${INACTIVE_AT_CHECKOUT} Non-approved test: {name}`,
  paymentError: 'A payment error occurred: {message}',
  /** Ours: a line a sign-in's cart merge could not take, named before the refusal. */
  mergeRefused: '{name}: {reason}',
} as const;

/** spec/02 8 "Test added". */
export function testAddedMessage(name: string): string {
  return fillTemplate(CART_MESSAGES.testAdded, { name });
}

/** spec/02 8 "Panel added that contains a cart test". */
export function removedForPanelMessage(name: string): string {
  return fillTemplate(CART_MESSAGES.removedForPanel, { name });
}

/**
 * spec/02 8 "Reflex test added": the possible extra fee is the test's extra
 * price. It is the whole notice of a reflex test's add, said instead of
 * "Test added" (its "It has been added" already says so; issue 16 defect 8).
 */
export function reflexAddedMessage(extraPriceCents: number | null): string {
  return fillTemplate(CART_MESSAGES.reflexAdded, { amount: formatUsd(extraPriceCents ?? 0, 'en') });
}

/** spec/02 8 "Inactive product at add", followed by the non-approved test's name. */
export function inactiveAtAddMessage(name: string): string {
  return fillTemplate(CART_MESSAGES.inactiveAtAddNamed, { names: name });
}

/** spec/02 8 "Inactive item at checkout". */
export function inactiveAtCheckoutMessage(name: string): string {
  return fillTemplate(CART_MESSAGES.inactiveAtCheckoutNamed, { name });
}

/** spec/02 8 Error 101, with the affected tests one per line. */
export function approvedListMismatchMessage(names: readonly string[]): string {
  return [CART_MESSAGES.approvedListMismatchTitle, CART_MESSAGES.approvedListMismatch, ...names].join('\n');
}

/** spec/02 8 "Payment error". */
export function paymentErrorMessage(message: string): string {
  return fillTemplate(CART_MESSAGES.paymentError, { message });
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
  required: 'Please enter a promo code.',
} as const;
