import { addToCartResponseSchema, cartSchema } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import type { HttpClient } from '../../lib/http-client';
import { createSendWrite } from '../../lib/mutations/send-write';
import { CART_REQUEST_TIMEOUT_MS, type CartAnswer, type CartTransport } from './cart-calls';
import type { CartRequest } from './cart-edits';

// spec/02 7: the cart calls, through the app's one HTTP client. Silent: the
// outbox words what went wrong itself (a refusal as a block, no signal as
// "waiting to sync").

export function createCartTransport(client: HttpClient, timeoutMs: number = CART_REQUEST_TIMEOUT_MS): CartTransport {
  // Each edit's key was made when it was queued and is kept with it in the outbox.
  const write = createSendWrite((url, options) => client.request(url, options));
  async function send(request: CartRequest, idempotencyKey: string): Promise<CartAnswer> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      if (request.method === 'POST') {
        const answer = await write(request.url, { method: 'POST', body: request.body, schema: addToCartResponseSchema, idempotencyKey, silent: true, signal });
        return { cart: answer.cart, notices: answer.notices };
      }
      const cart = await write(request.url, { method: 'DELETE', schema: cartSchema, idempotencyKey, silent: true, signal });
      return { cart, notices: [] };
    } catch (error) {
      // No answer in time is the same as no answer: the server may or may not have it.
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new ApiError(0, error.message, undefined);
      throw error;
    }
  }

  return {
    send,
    fetchCart: (orderId) => client.request(`/api/order/get/${encodeURIComponent(orderId)}`, { schema: cartSchema, silent: true }),
  };
}
