// The cart's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { refreshCart } from './cart-checks';
export { takeGuestCart } from './cart-merge';
export { orderAsCart, priceCart } from './cart-pricing';
export { wordedCart, wordedCarts } from './cart-language';
