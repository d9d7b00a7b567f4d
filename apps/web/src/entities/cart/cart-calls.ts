import type { Cart, Notice } from '@labstore/domain';
import type { CartRequest } from './cart-edits';

// What the replay asks of the server (spec/02 7), however it is sent: the
// page through its HTTP client (cart-transport.ts), the service worker with
// fetch itself (cart-fetch-transport.ts).

/** What a call that changes the cart answers (spec/02 7): the cart, and the notices of spec/02 8. */
export interface CartAnswer {
  cart: Cart;
  notices: readonly Notice[];
}

export interface CartTransport {
  /** Sends one edit's request with its Idempotency-Key. Rejects with ApiError (status 0: not reached). */
  send(request: CartRequest, idempotencyKey: string): Promise<CartAnswer>;
  /** GET /api/order/get/{id}. */
  fetchCart(orderId: string): Promise<Cart>;
}

/** A request that has not answered by then is given up and sent again later under its key: a hung connection must not hold the queue. */
export const CART_REQUEST_TIMEOUT_MS = 20_000;
