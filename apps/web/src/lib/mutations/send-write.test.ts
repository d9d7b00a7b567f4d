import assert from 'node:assert/strict';
import { test } from 'vitest';
import { ApiError } from '../api-error';
import type { HttpClient, RequestOptions } from '../http-client';
import { createAttemptKeys } from './attempt-keys';
import { createSendWrite } from './send-write';

const anything = { parse: (data: unknown) => data };

/** A server that answers each request with the next of `answers` and records what it was sent. */
function fakeServer(answers: Array<ApiError | 'ok'>) {
  const sent: Array<{ url: string; options: RequestOptions<unknown> }> = [];
  const send = ((url: string, options: RequestOptions<unknown>) => {
    sent.push({ url, options });
    const answer = answers.shift();
    return answer === 'ok' ? Promise.resolve({ ok: true }) : Promise.reject(answer ?? new Error('no answer left'));
  }) as HttpClient['request'];
  let next = 0;
  const write = createSendWrite(send, createAttemptKeys(() => `key-${++next}`));
  const keys = () => sent.map((request) => request.options.idempotencyKey);
  return { sent, write, keys };
}

const unreached = () => new ApiError(0, 'offline', undefined);
const body = { orderId: '0b7c1f0e-8f4e-4a53-9f0c-3d2f5d1b2c11', paymentStatus: 5, paymentMethodId: 'pm_1' };
const confirm = '/api/order/checkout/confirmation';
const post = { method: 'POST', body, schema: anything } as const;

test('unreached, 5xx and still-running answers keep the key for the retry of the same intent', async () => {
  const { write, keys } = fakeServer([unreached(), new ApiError(503, 'down', undefined), new ApiError(409, 'running', {}, 2), 'ok']);
  for (let tries = 0; tries < 3; tries += 1) await assert.rejects(write(confirm, post), ApiError);
  assert.deepEqual(await write(confirm, post), { ok: true });
  assert.deepEqual(keys(), ['key-1', 'key-1', 'key-1', 'key-1']);
});

test('an answer, a refusal included, ends the intent: the next press is a new key', async () => {
  const { write, keys } = fakeServer([new ApiError(402, 'A payment error occurred: Your card was declined.', {}), 'ok', 'ok']);
  await assert.rejects(write(confirm, post), ApiError);
  await write(confirm, post);
  await write(confirm, post);
  assert.deepEqual(keys(), ['key-1', 'key-2', 'key-3']);
});

test('another body, URL or method is another intent, with a key of its own', async () => {
  const { write, keys } = fakeServer([unreached(), unreached(), unreached(), unreached(), 'ok']);
  await assert.rejects(write(confirm, post));
  await assert.rejects(write(confirm, { ...post, body: { ...body, paymentMethodId: 'pm_2' } }));
  await assert.rejects(write('/api/order/checkout/intent', post));
  await assert.rejects(write(confirm, { ...post, method: 'PUT' }));
  await write(confirm, post);
  assert.deepEqual(keys(), ['key-1', 'key-2', 'key-3', 'key-4', 'key-1']);
});

test("checkout's cart update sent again after no answer goes under the first try's key", async () => {
  const { write, keys } = fakeServer([unreached(), 'ok']);
  const update = { method: 'PUT', body: { orderId: body.orderId, action: 'update', items: [{ id: 'item-1', ProfileId: 'profile-1' }] }, schema: anything } as const;
  await assert.rejects(write('/api/order/update/', update));
  await write('/api/order/update/', { ...update, body: structuredClone(update.body) });
  assert.deepEqual(keys(), ['key-1', 'key-1']);
});

test("a caller's own key (the cart's outbox) is sent on every try, and no key of the page's is made", async () => {
  const { write, keys } = fakeServer([unreached(), 'ok', 'ok']);
  const edit = { method: 'DELETE', schema: anything, idempotencyKey: 'outbox-7' } as const;
  await assert.rejects(write('/api/order/o-1/items', edit));
  await write('/api/order/o-1/items', edit);
  await write('/api/order/o-1/items', { method: 'DELETE', schema: anything });
  assert.deepEqual(keys(), ['outbox-7', 'outbox-7', 'key-1']);
});

test('the rest of the request goes as the caller gave it', async () => {
  const { sent, write } = fakeServer(['ok']);
  const signal = new AbortController().signal;
  await write(confirm, { ...post, silent: [402], signal });
  assert.deepEqual(sent[0], { url: confirm, options: { method: 'POST', body, schema: anything, silent: [402], signal, idempotencyKey: 'key-1' } });
});
