// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { ORDER_STATUS } from '@labstore/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, test, vi } from 'vitest';
import { requestProgress } from '../../lib/request-progress';
import { setAutoKeep, useAutoKeep } from './auto-keep';
import { forgetAutomaticTries } from './auto-keep-tries';
import { keepOrder } from './keep-order';
import { openKeptDocumentsAtSignIn } from './kept-access';
import { ANA, forgetKeptTestDevices, keptTestDevice, ORDER_ID, OTHER_ORDER_ID, requestsTo, serveKeeping, signInAs, type KeptTestDevice, type TestServer } from './kept-documents.test-support';
import { keptOrder } from './kept-records';

// Issue 18: with the setting on and the vault unlocked, the order history
// keeps an approved order's pass and a completed order's results, once each.

const THIRD_ORDER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
let device: KeptTestDevice;
let server: TestServer;

const history = [
  { id: ORDER_ID, status: ORDER_STATUS.InProgress },
  { id: OTHER_ORDER_ID, status: ORDER_STATUS.Completed },
  { id: THIRD_ORDER_ID, status: ORDER_STATUS.Submitted },
];

beforeEach(async () => {
  device = keptTestDevice();
  server = serveKeeping([ORDER_ID, OTHER_ORDER_ID, THIRD_ORDER_ID]);
  // Only the first is waiting for its visit, so turning the setting on keeps nothing else.
  server.answers.set('/api/order/passes', { status: 200, json: { items: [] } });
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'correct horse');
  // Each test is a new device; the tries of this page are the module's.
  forgetAutomaticTries(ANA);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await forgetKeptTestDevices();
});

test('on: the pass of the order in progress and the results of the completed one, once each', async () => {
  await setAutoKeep(true);
  const { rerender } = renderHook(({ orders }) => useAutoKeep(orders), { initialProps: { orders: history } });
  await waitFor(async () => assert.deepEqual(await keptOrder(OTHER_ORDER_ID), { pass: false, results: true }));
  await waitFor(async () => assert.deepEqual(await keptOrder(ORDER_ID), { pass: true, results: false }));
  assert.deepEqual(await keptOrder(THIRD_ORDER_ID), { pass: false, results: false });
  assert.equal(requestsTo(server, `/api/order/pass/${ORDER_ID}`), 1);
  assert.equal(requestsTo(server, `/api/order/results/data/${OTHER_ORDER_ID}`), 1);

  rerender({ orders: [...history] });
  rerender({ orders: history.map((order) => ({ ...order })) });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(requestsTo(server, `/api/order/pass/${ORDER_ID}`), 1, 'kept once');
  assert.equal(requestsTo(server, `/api/order/results/data/${OTHER_ORDER_ID}`), 1);
  assert.equal(requestsTo(server, '/api/order/pass/'), 1, 'nothing for the submitted order');
});

test('in the background: no progress bar while it keeps, where "Keep on this phone" shows one', async () => {
  const shown = vi.spyOn(requestProgress, 'begin');
  server.answers.set('/api/order/passes', { status: 200, json: { items: [{ orderId: ORDER_ID, orderNumber: 100231, approvedDate: null }] } });
  await setAutoKeep(true);
  renderHook(() => useAutoKeep(history));
  await waitFor(async () => assert.deepEqual(await keptOrder(OTHER_ORDER_ID), { pass: false, results: true }));
  await waitFor(async () => assert.equal((await keptOrder(ORDER_ID)).pass, true));
  assert.ok(requestsTo(server, '/api/order/results/download/') >= 2, 'the PDFs were fetched too');
  assert.equal(shown.mock.calls.length, 0, 'no request counted by the progress bar');

  assert.equal(await keepOrder(THIRD_ORDER_ID, 'pass'), 'kept');
  assert.ok(shown.mock.calls.length > 0, 'keeping on demand shows progress');
});

test('off, or locked: nothing is kept', async () => {
  renderHook(() => useAutoKeep(history));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(requestsTo(server, '/api/order/'), 0, 'the setting is off');

  device.reload();
  await setAutoKeep(true);
  renderHook(() => useAutoKeep(history));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(requestsTo(server, '/api/order/pass/'), 0, 'the vault is locked');
  assert.equal(requestsTo(server, '/api/order/results/'), 0);
});

test('turning the setting on keeps the passes waiting for their visit at once', async () => {
  server.answers.set('/api/order/passes', { status: 200, json: { items: [{ orderId: ORDER_ID, orderNumber: 100231, approvedDate: null }] } });
  await setAutoKeep(true);
  await waitFor(async () => assert.equal((await keptOrder(ORDER_ID)).pass, true));
  assert.equal(device.storage.getItem(`labstore-vault-auto-keep:${ANA}`), '1');
  await setAutoKeep(false);
  assert.equal(device.storage.getItem(`labstore-vault-auto-keep:${ANA}`), null);
});
