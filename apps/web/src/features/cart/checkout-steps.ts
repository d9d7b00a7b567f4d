import { restrictedStateNotice, type Cart, type RestrictedStateNotice } from '@labstore/domain';

// spec/02 4.3 Checkout button, as a decision over what is known: a guest
// signs in first; a home state where orders are forbidden shows its notice
// and goes no further (spec/02 9); otherwise the order goes to checkout.

export type CheckoutStep =
  | { kind: 'signIn' }
  | { kind: 'notice'; notice: RestrictedStateNotice }
  | { kind: 'checkout' };

export function nextCheckoutStep(signedIn: boolean, homeState: string | undefined): CheckoutStep {
  if (!signedIn) return { kind: 'signIn' };
  const notice = homeState === undefined ? undefined : restrictedStateNotice(homeState, 'order');
  return notice ? { kind: 'notice', notice } : { kind: 'checkout' };
}

/** The cart has lines to check out: none waits for a profile update when it has none. */
export function hasLines(cart: Cart | null): cart is Cart {
  return cart !== null && cart.items.length > 0;
}
