import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { ApiError } from '../api-error';
import { readWithOfflineFallback } from './offline-reads';

const unreached = () => Promise.reject(new ApiError(0, 'We could not reach the server.', undefined));

test('the network answers first; the device is not asked', async () => {
  let asked = false;
  const answer = await readWithOfflineFallback(
    () => Promise.resolve('fresh'),
    () => ((asked = true), Promise.resolve('kept')),
  );
  assert.equal(answer, 'fresh');
  assert.equal(asked, false);
});

test('server not reached: the device answers', async () => {
  assert.equal(await readWithOfflineFallback(unreached, () => Promise.resolve('kept')), 'kept');
});

test('server not reached and nothing kept: the network error, for the screen to say it needs a connection', async () => {
  await assert.rejects(readWithOfflineFallback(unreached, () => Promise.resolve(undefined)), (error) => error instanceof ApiError && error.status === 0);
  await assert.rejects(readWithOfflineFallback(unreached, () => Promise.reject(new Error('IndexedDB unavailable'))), (error) => error instanceof ApiError && error.status === 0);
});

test('a server answer (404, 500) is never replaced by the copy', async () => {
  for (const status of [404, 500]) {
    await assert.rejects(
      readWithOfflineFallback(() => Promise.reject(new ApiError(status, 'x', undefined)), () => Promise.resolve('kept')),
      (error) => error instanceof ApiError && error.status === status,
    );
  }
});
