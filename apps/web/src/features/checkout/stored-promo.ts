import type { Cart } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { applyPromoCode } from './api/promo-calls';
import { forgetPromoCode, readStoredPromoCode } from './promo-storage';

/**
 * spec/02 4.4: a code kept for the session (typed earlier, or from a promo
 * link) goes onto the cart once there is one to put it on. Silently: a code
 * the server no longer takes is forgotten, as the spec clears a stored code
 * that fails its re-check.
 */
export async function applyStoredPromoCode(cart: Cart, settle: (cart: Cart) => unknown): Promise<void> {
  const code = readStoredPromoCode();
  if (!code || cart.isUsePromoCode || cart.items.length === 0) return;
  try {
    const result = await applyPromoCode(cart.id, code);
    await settle(result.cart);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Unreached: the code is kept for the next try.
    if (error.status !== 0) forgetPromoCode();
  }
}
