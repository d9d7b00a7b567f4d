import assert from 'node:assert/strict';
import { test } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { HttpClient, RequestOptions } from '../../../lib/http-client';
import { createAttemptKeys } from '../attempt-keys';
import { createAttemptedWrite } from './attempted-write';

const anything = { parse: (data: unknown) => data };

/** A server that answers each request with the next of `answers` and records what it was sent. */
function fakeServer(answers: Array<ApiError | 'ok'>) {
  const sent: Array<{ url: string; key: string | undefined; silent: RequestOptions<unknown>['silent'] }> = [];
  const send = ((url: string, options: RequestOptions<unknown>) => {
    sent.push({ url, key: options.idempotencyKey, silent: options.silent });
    const answer = answers.shift();
    return answer === 'ok' ? Promise.resolve({ ok: true }) : Promise.reject(answer ?? new Error('no answer left'));
  }) as HttpClient['request'];
  let next = 0;
  const write = createAttemptedWrite(send, createAttemptKeys(() => `key-${++next}`));
  return { sent, write };
}

const body = { orderId: '0b7c1f0e-8f4e-4a53-9f0c-3d2f5d1b2c11', paymentStatus: 5, paymentMethodId: 'pm_1' };
const confirm = '/api/order/checkout/confirmation';

test('unreached, 5xx and still-running answers keep the key for the retry of the same attempt', async () => {
  const { sent, write } = fakeServer([new ApiError(0, 'offline', undefined), new ApiError(503, 'down', undefined), new ApiError(409, 'running', {}, 2), 'ok']);
  for (let tries = 0; tries < 3; tries += 1) await assert.rejects(write('POST', confirm, body, anything), ApiError);
  assert.deepEqual(await write('POST', confirm, body, anything), { ok: true });
  assert.deepEqual(
    sent.map((request) => request.key),
    ['key-1', 'key-1', 'key-1', 'key-1'],
  );
});

test('an answer, a refusal included, ends the attempt: the next press is a new key', async () => {
  const { sent, write } = fakeServer([new ApiError(402, 'A payment error occurred: Your card was declined.', {}), 'ok', 'ok']);
  await assert.rejects(write('POST', confirm, body, anything), ApiError);
  await write('POST', confirm, body, anything);
  await write('POST', confirm, body, anything);
  assert.deepEqual(
    sent.map((request) => request.key),
    ['key-1', 'key-2', 'key-3'],
  );
});

test('refusals are left to checkout to word; the error bar still says an unreached server or a 5xx', async () => {
  const { sent, write } = fakeServer(['ok']);
  await write('POST', '/api/order/checkout/intent', { orderId: body.orderId }, anything);
  const silent = sent[0]?.silent;
  assert.ok(Array.isArray(silent));
  assert.equal(silent.length, 100);
  assert.deepEqual([silent.includes(400), silent.includes(409), silent.includes(499), silent.includes(0), silent.includes(500)], [true, true, true, false, false]);
});
