// The cart's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { refreshCart } from './cart-checks';
export { takeGuestCart } from './cart-merge';
export { priceCart } from './cart-pricing';
