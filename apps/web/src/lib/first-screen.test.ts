import assert from 'node:assert/strict';
import { test } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { firstScreenSettled } from './first-screen';

function makeRouter() {
  const rootRoute = createRootRoute();
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/' });
  return createRouter({ routeTree: rootRoute.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
}

/**
 * Loads the first address as the browser does. Outside a browser the router
 * loads without its events, so the one RouterProvider's load sends is sent here.
 */
async function loadFirstRoute(router: ReturnType<typeof makeRouter>): Promise<void> {
  await router.load();
  const toLocation = router.state.location;
  router.emit({ type: 'onResolved', toLocation, pathChanged: true, hrefChanged: true, hashChanged: false });
}

/** A query whose answer the test gives when it likes. */
function pendingQuery(queryClient: QueryClient): (value: string) => void {
  let answer: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value) => answer(value);
}

/** Whether the promise has settled after the timers and tasks queued so far have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

test('waits for the first route to resolve, then settles', async () => {
  const router = makeRouter();
  const firstScreen = firstScreenSettled(router, new QueryClient(), 60_000);
  assert.equal(await isSettled(firstScreen), false);
  await loadFirstRoute(router);
  assert.equal(await isSettled(firstScreen), true);
});

test('waits while the screen still fetches, and settles once the read answers', async () => {
  const router = makeRouter();
  await loadFirstRoute(router);
  const queryClient = new QueryClient();
  const answer = pendingQuery(queryClient);
  const firstScreen = firstScreenSettled(router, queryClient, 60_000);
  assert.equal(await isSettled(firstScreen), false);
  answer('the product');
  assert.equal(await isSettled(firstScreen), true);
});

test('a screen that never settles lets the work start after the longest wait', async () => {
  const router = makeRouter();
  await loadFirstRoute(router);
  const queryClient = new QueryClient();
  pendingQuery(queryClient);
  const firstScreen = firstScreenSettled(router, queryClient, 50);
  assert.equal(await isSettled(firstScreen), false);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(await isSettled(firstScreen), true);
});
