import type { Cart, CartItem, CovidEligibility } from '@labstore/domain';
import { useMemo } from 'react';
import { useStore } from '../../lib/create-store';
import type { CartProductSummary } from './cart-edits';
import { online } from '../../lib/network-status';
import { cartSync, queueEdit, syncNow } from './cart-store';
import { cartLines } from './cart-view';

// The cart for any feature (docs: /tmp web-cart-api, issue 9): what it holds
// and the edits, every one of which goes through the outbox. This module
// carries Dexie: features load it lazily, and the header's count comes from
// cart-count.ts.

export type { CartProductSummary } from './cart-edits';
export { forgetOnSignOut, startCart } from './cart-store';
export { eligibilityVariantOf } from './eligibility';

export interface CartView {
  /** The last cart the server answered; null before there is one. */
  cart: Cart | null;
  /** The server's lines, less those whose removal waits to sync. */
  items: readonly CartItem[];
  /** Products added and not yet on the server: shown as waiting to sync. */
  pendingAdds: readonly CartProductSummary[];
  /** Edits in the outbox. */
  pendingCount: number;
  /** The outbox is being sent. */
  syncing: boolean;
  /** The browser says it has a network. */
  online: boolean;
  /** The first read of the device's cart is done. */
  loaded: boolean;
}

export function useCart(): CartView {
  const state = useStore(cartSync.state);
  const isOnline = useStore(online);
  return useMemo(() => {
    const lines = cartLines(state.cart, state.entries);
    return {
      cart: state.cart,
      items: lines.items,
      pendingAdds: lines.pendingAdds,
      pendingCount: state.entries.length,
      syncing: state.syncing,
      online: isOnline,
      loaded: state.loaded,
    };
  }, [state, isOnline]);
}

/** spec/02 2.4: adds a product, with the questionnaire's result for a COVID-19 test (spec/02 4.7). */
export function addToCart(product: CartProductSummary, eligibility: CovidEligibility | null = null): Promise<void> {
  // Only the facts a waiting line shows are kept, whatever else the caller's row carries.
  const { id, name, slug, imageId, marketPrice, masterPrice, productType } = product;
  return queueEdit({ kind: 'add', product: { id, name, slug, imageId, marketPrice, masterPrice, productType }, eligibility });
}

/** Removes a server line, or a product still waiting to sync. */
export function removeFromCart(line: CartItem | CartProductSummary): Promise<void> {
  return 'product' in line
    ? queueEdit({ kind: 'remove', itemId: line.id, productId: line.product.id, productName: line.product.name })
    : queueEdit({ kind: 'remove', itemId: null, productId: line.id, productName: line.name });
}

export function clearCart(): Promise<void> {
  return queueEdit({ kind: 'clear' });
}

/** Sends what waits and reloads the cart from the server; the cart as it now is. */
export async function refreshCart(): Promise<Cart | null> {
  await syncNow();
  return cartSync.state.get().cart;
}

/** Takes any server answer that carries the whole cart (promo, update, checkout refusals) as the truth. */
export function settleCart(cart: Cart): Promise<void> {
  return cartSync.settle(cart);
}

/** After a successful order: the cart is gone from this device (count 0). */
export function forgetCart(): Promise<void> {
  return cartSync.forget();
}

/** Sends what waits; true when nothing is left waiting (checkout needs the server's cart). */
export function flushCart(): Promise<boolean> {
  return cartSync.replay();
}
