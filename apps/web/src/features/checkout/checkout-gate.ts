// spec/02 2.7 and 4.5 step 1: "Place Order by Secure Checkout" enables only
// when the verification box and both consent boxes are ticked; while it is
// disabled, a tooltip says which section still needs the customer. Checkout
// also needs the network (the offline part): offline, that is the
// reason shown.

export interface CheckoutBoxes {
  /** Section 1: the order is for myself alone. */
  verified: boolean;
  /** Section 3.1: terms and privacy. */
  termsConsent: boolean;
  /** Section 3.2: physician oversight terms. */
  oversightConsent: boolean;
}

export const NO_BOXES_TICKED: CheckoutBoxes = { verified: false, termsConsent: false, oversightConsent: false };

/** Why the place-order button is disabled, as a key of the 'place' strings; null when it may be pressed. */
export type PlaceOrderBlocker = 'needVerification' | 'needConsent' | 'needNetwork';

export function placeOrderBlocker(boxes: CheckoutBoxes, online: boolean): PlaceOrderBlocker | null {
  if (!boxes.verified) return 'needVerification';
  if (!boxes.termsConsent || !boxes.oversightConsent) return 'needConsent';
  if (!online) return 'needNetwork';
  return null;
}
