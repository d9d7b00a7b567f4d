import { createStore, useStore } from '../../lib/create-store';

// spec/01 3 'Header state: itemsCount': the number in the header's CART (n)
// button. The cart feature sets it from the stored order (spec/01 4 Startup).
const cartCount = createStore(0);

export const setCartCount = (count: number): void => cartCount.set(count);

export function useCartCount(): number {
  return useStore(cartCount);
}
