import {
  CART_MESSAGES,
  restrictedStateNotice,
  type Cart,
  type CheckoutResult,
  type Notice,
  type PaymentIntentResponse,
  type RestrictedStateNotice,
} from '@labstore/domain';
import { ApiError } from '../../lib/api-error';

// spec/02 4.5 steps 2 to 5: what pressing "Place Order by Secure Checkout"
// leads to. The server decides every rule (inactive items, Error 101,
// forbidden states, the total); this asks it in order and says where to go
// next. Kept apart from React so each path is tested (place-order.test.ts).

export interface PlaceOrderDeps {
  orderId: string;
  /** The profile's home address state; null when the profile has no address. */
  homeState: string | null;
  /** Sends every cart edit still waiting in the outbox; false when that could not finish. */
  flushCart(): Promise<boolean>;
  /** GET /api/order/get/{id}: the server removes inactive lines and says so in cart.notices (the cart shows them). */
  refreshCart(): Promise<Cart | null>;
  createIntent(orderId: string): Promise<PaymentIntentResponse>;
  confirmFree(orderId: string): Promise<CheckoutResult>;
}

export type PlaceOrderOutcome =
  /** The important notice of spec/02 9 (forbidden state); nothing was sent. */
  | { kind: 'forbidden'; notice: RestrictedStateNotice }
  /** The server was not reached, or the outbox could not be sent: checkout needs the network. */
  | { kind: 'unreached' }
  | { kind: 'empty' }
  /** The refresh removed inactive tests; the cart has already shown its block notices naming them. */
  | { kind: 'cartChanged'; notices: Notice[] }
  /** The server refused the order (Error 101, a zip mismatch, a forbidden state): a block notice in its words. */
  | { kind: 'refused'; notices: Notice[] }
  /** spec/02 4.5 step 4: a free order, confirmed without a card. */
  | { kind: 'submitted'; result: CheckoutResult }
  /** spec/02 4.5 step 5: the card payment dialog opens for this intent. */
  | { kind: 'pay'; intent: PaymentIntentResponse };

export async function placeOrder(deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  const forbidden = deps.homeState ? restrictedStateNotice(deps.homeState, 'order') : undefined;
  if (forbidden) return { kind: 'forbidden', notice: forbidden };
  if (!(await deps.flushCart())) return { kind: 'unreached' };

  let cart: Cart | null;
  try {
    cart = await deps.refreshCart();
  } catch (error) {
    return refusalOutcome(error);
  }
  const removed = cart?.notices.filter((notice) => notice.type === 'block') ?? [];
  if (removed.length > 0) return { kind: 'cartChanged', notices: removed };
  if (!cart || cart.items.length === 0) return { kind: 'empty' };

  try {
    if (cart.summary.isFree) return { kind: 'submitted', result: await deps.confirmFree(deps.orderId) };
    return { kind: 'pay', intent: await deps.createIntent(deps.orderId) };
  } catch (error) {
    return refusalOutcome(error);
  }
}

/** A refusal is shown as the server words it (a forbidden state the profile did not show, Error 101, a zip mismatch). */
function refusalOutcome(error: unknown): PlaceOrderOutcome {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 0) return { kind: 'unreached' };
  return { kind: 'refused', notices: [{ type: 'block', message: error.message || CART_MESSAGES.cartNotFound }] };
}
