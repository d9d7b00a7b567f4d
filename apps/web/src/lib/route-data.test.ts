import assert from 'node:assert/strict';
import { test } from 'vitest';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { loadRouteData } from './route-data';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A query whose answer comes after `ms`, counting its fetches. */
function slowQuery(ms: number, fail = false) {
  const counter = { fetches: 0 };
  const options = queryOptions({
    queryKey: ['slow', ms, fail],
    queryFn: async () => {
      counter.fetches += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (fail) throw new Error('down');
      return 'data';
    },
  });
  return { options, counter };
}

test('a quick answer is in the cache when the loader returns', async () => {
  const queryClient = client();
  const { options } = slowQuery(5);
  await loadRouteData(queryClient, options, { preload: false, waitMs: 500 });
  assert.equal(queryClient.getQueryData(options.queryKey), 'data');
});

test('a slow answer is waited for at most waitMs, and still arrives', async () => {
  const queryClient = client();
  const { options, counter } = slowQuery(200);
  const started = Date.now();
  await loadRouteData(queryClient, options, { preload: false, waitMs: 20 });
  assert.ok(Date.now() - started < 150, 'the loader did not wait for the answer');
  assert.equal(queryClient.getQueryData(options.queryKey), undefined);
  await queryClient.ensureQueryData(options);
  assert.equal(queryClient.getQueryData(options.queryKey), 'data');
  assert.equal(counter.fetches, 1, 'the in-flight fetch was shared');
});

test('a preload starts the fetch without waiting', async () => {
  const queryClient = client();
  const { options, counter } = slowQuery(50);
  const started = Date.now();
  await loadRouteData(queryClient, options, { preload: true, waitMs: 500 });
  assert.ok(Date.now() - started < 40);
  assert.equal(counter.fetches, 1);
});

test('a failure never rejects the loader', async () => {
  const queryClient = client();
  const { options } = slowQuery(1, true);
  await loadRouteData(queryClient, options, { preload: false, waitMs: 500 });
  assert.equal(queryClient.getQueryState(options.queryKey)?.status, 'error');
});

test('a preload leaves a failed query alone; a navigation tries again', async () => {
  const queryClient = client();
  const { options, counter } = slowQuery(1, true);
  await loadRouteData(queryClient, options, { preload: false, waitMs: 500 });
  await loadRouteData(queryClient, options, { preload: true, waitMs: 500 });
  assert.equal(counter.fetches, 1);
  await loadRouteData(queryClient, options, { preload: false, waitMs: 500 });
  assert.equal(counter.fetches, 2);
});

test('cached data is used as it is', async () => {
  const queryClient = client();
  const { options, counter } = slowQuery(1);
  queryClient.setQueryData(options.queryKey, 'seeded');
  await loadRouteData(queryClient, options, { preload: false });
  assert.equal(counter.fetches, 0);
  assert.equal(queryClient.getQueryData(options.queryKey), 'seeded');
});
