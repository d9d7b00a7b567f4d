import assert from 'node:assert/strict';
import { test } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createFetchCartTransport, type FetchCartTransportDeps } from './cart-fetch-transport';
import { cartOf } from './cart-test-server';

// spec/02 7: the cart calls as the service worker sends them (fetch, no HTTP
// client): the same headers and the same reading of a refusal as the page's.

const ORIGIN = 'https://labstore.test';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

function transportAnswering(answer: () => Response | Promise<Response>, overrides: Partial<FetchCartTransportDeps> = {}) {
  const sent: Sent[] = [];
  let unauthorized = 0;
  const transport = createFetchCartTransport({
    fetch: async (input, init) => {
      sent.push({ url: String(input), init });
      return answer();
    },
    origin: ORIGIN,
    accessToken: 'token-1',
    language: 'es',
    onUnauthorized: () => (unauthorized += 1),
    ...overrides,
  });
  return { transport, sent, unauthorized: () => unauthorized };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

test('an add is posted to this origin with its key, the token in its header and the site language', async () => {
  const cart = cartOf('o-1', ['a']);
  const notices = [{ type: 'success' as const, message: 'Test a se añadió.' }];
  const { transport, sent } = transportAnswering(json(200, { id: 'o-1', newItemId: 'item-a', notices, cart }));
  const answer = await transport.send({ method: 'POST', url: '/api/order/add', body: { orderId: null, productId: 'a' } }, 'key-1');
  assert.deepEqual(answer, { cart, notices });
  assert.equal(sent[0]?.url, `${ORIGIN}/api/order/add`);
  const headers = new Headers(sent[0]?.init?.headers);
  assert.equal(headers.get('Authorization'), 'Bearer token-1');
  assert.equal(headers.get('Idempotency-Key'), 'key-1');
  assert.equal(headers.get('Accept-Language'), 'es');
  assert.equal(headers.get('Content-Type'), 'application/json');
  assert.equal(sent[0]?.init?.body, JSON.stringify({ orderId: null, productId: 'a' }));
  assert.equal(sent[0]?.init?.credentials, 'omit');
});

test('a guest sends no Authorization; no request leaves the origin', async () => {
  const { transport, sent } = transportAnswering(json(200, cartOf('o-1', [])), { accessToken: null });
  await transport.fetchCart('o 1');
  assert.equal(sent[0]?.url, `${ORIGIN}/api/order/get/o%201`);
  assert.equal(new Headers(sent[0]?.init?.headers).get('Authorization'), null);
  await assert.rejects(transport.send({ method: 'DELETE', url: 'https://elsewhere.test/api/order/o/items' }, 'k'), (error: unknown) => error instanceof ApiError && error.status === 0);
  assert.equal(sent.length, 1);
});

test('a refusal keeps the server\'s own lines and status; the page adds its words later', async () => {
  const { transport } = transportAnswering(json(404, { message: 'We could not find this cart.' }));
  await assert.rejects(transport.send({ method: 'DELETE', url: '/api/order/o/items' }, 'k'), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 404);
    assert.equal(error.message, 'We could not find this cart.');
    return true;
  });
});

test('still running (409 with Retry-After) and not reached are told apart from a refusal', async () => {
  const busy = transportAnswering(json(409, {}, { 'Retry-After': '3' }));
  await assert.rejects(busy.transport.send({ method: 'DELETE', url: '/api/order/o/items' }, 'k'), (error: unknown) => error instanceof ApiError && error.retryAfterSeconds === 3);
  const down = transportAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
  await assert.rejects(down.transport.send({ method: 'DELETE', url: '/api/order/o/items' }, 'k'), (error: unknown) => error instanceof ApiError && error.status === 0);
});

test('a 401 to the token ends the worker\'s use of it, and the edit stays unsettled', async () => {
  const { transport, unauthorized } = transportAnswering(json(401, { message: 'Authorization has been denied for this request.' }));
  await assert.rejects(transport.send({ method: 'DELETE', url: '/api/order/o/items' }, 'k'), (error: unknown) => error instanceof ApiError && error.status === 0);
  assert.equal(unauthorized(), 1);
});

test('an answer the replay cannot read is no ApiError: the replay counts it as a server failure', async () => {
  const { transport } = transportAnswering(json(200, { id: 'o-1', cart: { id: 'o-1' }, notices: [] }));
  await assert.rejects(transport.send({ method: 'POST', url: '/api/order/add', body: { orderId: null, productId: 'a' } }, 'k'), TypeError);
  const badNotice = transportAnswering(json(200, { cart: cartOf('o-1', []), notices: [{ type: 'shout', message: 'x' }] }));
  await assert.rejects(badNotice.transport.send({ method: 'POST', url: '/api/order/add', body: { orderId: null, productId: 'a' } }, 'k'), TypeError);
});
