import assert from 'node:assert/strict';
import { test } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createHttpClient } from '../../lib/http-client';
import { cartOf } from './cart-test-server';
import { createCartTransport } from './cart-transport';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** A client over a fetch that answers `answer`, or never answers (null) until the request is aborted. */
function clientAnswering(answer: (() => Response) | null) {
  const sent: Sent[] = [];
  const shown: string[] = [];
  const client = createHttpClient({
    fetch: (input, init) => {
      sent.push({ url: String(input), init });
      if (answer) return Promise.resolve(answer());
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    },
    readToken: () => null,
    showError: (message) => shown.push(message),
    errorCodeStorage: () => undefined,
    progress: { begin: () => undefined, end: () => undefined },
    fallbackMessage: () => 'fallback',
    errorWords: () => ({ notFound: 'Not Found' }),
  });
  return { client, sent, shown };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('an add is posted with its key and answers the cart and the notices', async () => {
  const cart = cartOf('o-1', ['a']);
  const notices = [{ type: 'success' as const, message: 'Test a has been added to your cart.' }];
  const { client, sent } = clientAnswering(json(200, { id: 'o-1', newItemId: 'item-a', notices, cart }));
  const answer = await createCartTransport(client).send({ method: 'POST', url: '/api/order/add', body: { orderId: null, productId: 'a' } }, 'key-1');
  assert.deepEqual(answer, { cart, notices });
  assert.equal(sent[0]?.init?.method, 'POST');
  assert.equal(sent[0]?.init?.body, '{"orderId":null,"productId":"a"}');
  assert.equal(new Headers(sent[0]?.init?.headers).get('Idempotency-Key'), 'key-1');
});

test('a remove answers the cart with no notices', async () => {
  const cart = cartOf('o-1', []);
  const { client, sent } = clientAnswering(json(200, cart));
  assert.deepEqual(await createCartTransport(client).send({ method: 'DELETE', url: '/api/order/o-1/item/item-a' }, 'key-2'), { cart, notices: [] });
  assert.equal(sent[0]?.init?.method, 'DELETE');
});

test('a refusal rejects with the server\'s words and raises no error bar (the outbox words it)', async () => {
  const { client, shown } = clientAnswering(json(409, { message: 'This test is already in your cart and can only be added once.' }));
  await assert.rejects(
    createCartTransport(client).send({ method: 'POST', url: '/api/order/add', body: { orderId: 'o-1', productId: 'a' } }, 'key-3'),
    (error) => error instanceof ApiError && error.status === 409 && error.message === 'This test is already in your cart and can only be added once.',
  );
  assert.deepEqual(shown, []);
});

test('no answer in time counts as not reached, so the edit is sent again later', async () => {
  const { client } = clientAnswering(null);
  // Node does not wait for AbortSignal.timeout's timer by itself.
  const keepAlive = setTimeout(() => undefined, 1000);
  await assert.rejects(
    createCartTransport(client, 20).send({ method: 'DELETE', url: '/api/order/o-1/items' }, 'key-4'),
    (error) => error instanceof ApiError && error.status === 0,
  );
  clearTimeout(keepAlive);
});
