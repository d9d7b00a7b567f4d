import { IDEMPOTENCY_KEY_HEADER } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { buildErrorMessage } from '../../lib/error-message';
import { noticesOf, replayableCart } from './cart-answer-shape';
import { CART_REQUEST_TIMEOUT_MS, type CartAnswer, type CartTransport } from './cart-calls';
import type { CartRequest } from './cart-edits';

// spec/02 7: the cart calls as the service worker sends them, with fetch
// itself (the page's HTTP client carries i18next, the notification bar and
// the progress bar). The same requests as the page's transport: the key in
// Idempotency-Key, the server's words asked for in the site's language;
// answers are checked as far as the replay reads them (cart-answer-shape.ts:
// the domain's zod schemas would triple the worker). The token goes in the
// Authorization header, to this origin only: never in a URL.

export interface FetchCartTransportDeps {
  fetch: typeof fetch;
  /** The origin the app is served from: no request goes anywhere else. */
  origin: string;
  /** The account's bearer token; null for a guest. */
  accessToken: string | null;
  /** The site language the page handed over (Accept-Language). */
  language: string;
  /** The server refused the token (401): the session has ended. */
  onUnauthorized(): void;
  timeoutMs?: number;
}

/** The server's own lines of a refusal, without the page's words (the page adds "Not Found" and the like when it tells them). */
const NO_WORDS = { notFound: '' };

export function createFetchCartTransport(deps: FetchCartTransportDeps): CartTransport {
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, idempotencyKey: string | null): Promise<unknown> {
    const url = new URL(path, deps.origin);
    if (url.origin !== deps.origin) throw new ApiError(0, 'not this origin', undefined);
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': deps.language });
    if (deps.accessToken !== null) headers.set('Authorization', `Bearer ${deps.accessToken}`);
    if (idempotencyKey !== null) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(deps.timeoutMs ?? CART_REQUEST_TIMEOUT_MS),
        credentials: 'omit',
      });
    } catch (error) {
      // Not reached, or no answer in time: the server may or may not have it.
      throw new ApiError(0, error instanceof Error ? error.message : 'not reached', undefined);
    }
    const answer = await readBody(response);
    if (response.status === 401 && deps.accessToken !== null) {
      deps.onUnauthorized();
      // To the replay this edit is unsettled: it waits for a page, whose
      // session ends the same way (spec/01 8) and takes the cart with it.
      throw new ApiError(0, 'session ended', undefined);
    }
    if (!response.ok) throw new ApiError(response.status, buildErrorMessage(response.status, answer, NO_WORDS).trim(), answer, readRetryAfter(response));
    return answer;
  }

  return {
    async send(request: CartRequest, idempotencyKey: string): Promise<CartAnswer> {
      if (request.method === 'POST') {
        const answer = await call('POST', request.url, request.body, idempotencyKey);
        if (typeof answer !== 'object' || answer === null) throw new TypeError('unreadable answer');
        return { cart: replayableCart(Reflect.get(answer, 'cart')), notices: noticesOf(Reflect.get(answer, 'notices')) };
      }
      return { cart: replayableCart(await call('DELETE', request.url, undefined, idempotencyKey)), notices: [] };
    },
    fetchCart: async (orderId) => replayableCart(await call('GET', `/api/order/get/${encodeURIComponent(orderId)}`, undefined, null)),
  };
}

/** JSON when it parses; otherwise the text itself; undefined when empty (as the page's client reads it). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Retry-After in seconds (our API sends seconds). */
function readRetryAfter(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}
