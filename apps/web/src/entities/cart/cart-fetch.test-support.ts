import { ApiError } from '../../lib/api-error';
import type { CartRequest } from './cart-edits';
import type { TestServer } from './cart-test-server';

// For the worker's tests: fetch as the service worker calls it, answered by
// the cart test server as the API would answer over HTTP, with what each
// request carried kept for the test to look at.

export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
}

export interface TestFetch {
  fetch: typeof fetch;
  seen: SeenRequest[];
  /** Answers 401 to everything from now on (the server ended the session). */
  refuseSession: boolean;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export function testFetch(server: TestServer): TestFetch {
  const harness: TestFetch = {
    seen: [],
    refuseSession: false,
    async fetch(input, init) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      harness.seen.push({ url: url.href, method, headers });
      if (harness.refuseSession) return json(401, { message: 'Authorization has been denied for this request.' });
      try {
        if (method === 'GET') return json(200, await server.fetchCart(decodeURIComponent(url.pathname.split('/').at(-1) ?? '')));
        const request: CartRequest =
          method === 'POST' ? { method: 'POST', url: url.pathname, body: JSON.parse(String(init?.body)) as CartRequest['body'] } : { method: 'DELETE', url: url.pathname };
        const answer = await server.send(request, headers.get('Idempotency-Key') ?? '');
        return method === 'POST' ? json(200, { id: answer.cart.id, newItemId: 'new', notices: answer.notices, cart: answer.cart }) : json(200, answer.cart);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Not reached: fetch itself fails, as it does with no network.
        if (error.status === 0) throw new TypeError('Failed to fetch', { cause: error });
        const retryAfter: Record<string, string> = error.retryAfterSeconds === null ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
        return json(error.status, { message: error.message }, retryAfter);
      }
    },
  };
  return harness;
}
