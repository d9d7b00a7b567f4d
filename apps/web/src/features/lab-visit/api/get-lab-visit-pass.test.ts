// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { signIn } from '../../../lib/session/current-session';
import { isPublicQuery } from '../../../lib/offline/persist-public-queries';
import { labVisitPass, ORDER_ID } from '../lab-visit-pass.test-fixtures';
import { getLabVisitPass, labVisitPassQueryOptions } from './get-lab-visit-pass';

// The pass's fetcher: the path and the bearer, the answer read with the
// domain's schema, and the refusals the screen words itself kept off the
// error bar.

const notices = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('../../../lib/notifications', async (original) => ({
  ...(await original<typeof import('../../../lib/notifications')>()),
  notify: ({ message }: { message: string }) => notices.shown.push(message),
}));

let calls: Array<{ url: string; authorization: string | null }>;

function answer(respond: () => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
    return respond();
  });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  notices.shown = [];
  signIn({ access_token: 'customer-token', userId: 'user-1', profileId: 'profile-1' }, false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test("asks for the order's pass with the bearer and reads it with the domain's schema", async () => {
  answer(() => json(labVisitPass()));
  const pass = await getLabVisitPass(ORDER_ID);
  assert.deepEqual(calls, [{ url: `/api/order/pass/${ORDER_ID}`, authorization: 'Bearer customer-token' }]);
  assert.equal(pass.orderNumber, 100231);
  assert.equal(pass.requisitions[0]?.apiResultId, 'REQ-100231-1A2B3C4D');
  assert.equal(pass.fastingHours, 12);
});

test('an answer of another shape is refused, not shown', async () => {
  answer(() => json({ ...labVisitPass(), fastingHours: '12' }));
  await assert.rejects(getLabVisitPass(ORDER_ID));
});

test("409 and 404 reject with the server's words and leave the error bar to the screen", async () => {
  answer(() => json({ message: 'Your lab-visit pass is ready once a physician approves the order.' }, 409));
  await assert.rejects(getLabVisitPass(ORDER_ID), (error) => error instanceof ApiError && error.status === 409 && error.message === 'Your lab-visit pass is ready once a physician approves the order.');
  answer(() => json({ message: 'We could not find this order.' }, 404));
  await assert.rejects(getLabVisitPass(ORDER_ID), (error) => error instanceof ApiError && error.status === 404);
  assert.deepEqual(notices.shown, []);
});

test('no connection rejects with status 0, quietly: the screen opens the kept copy', async () => {
  answer(() => Promise.reject(new TypeError('Failed to fetch')));
  await assert.rejects(getLabVisitPass(ORDER_ID), (error) => error instanceof ApiError && error.status === 0);
  assert.deepEqual(notices.shown, []);
});

test('a server error is said on the error bar', async () => {
  answer(() => json({ message: 'Server error' }, 500));
  await assert.rejects(getLabVisitPass(ORDER_ID), (error) => error instanceof ApiError && error.status === 500);
  assert.equal(notices.shown.length, 1);
});

test('the query is never persisted, carries the user, and leaves memory with its screen', () => {
  const options = labVisitPassQueryOptions('user-1', ORDER_ID);
  assert.deepEqual(options.queryKey, ['labVisitPass', 'user-1', ORDER_ID]);
  assert.equal(isPublicQuery(options.queryKey), false);
  assert.equal(options.gcTime, 0);
});
