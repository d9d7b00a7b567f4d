import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

// Issue 10, docs/performance.md "Lighthouse audit": work the first screen
// does not need (the cart's outbox with Dexie, the service worker, the
// offline catalogue's download, keeping what was read on the device, the
// sign-in's schema) waits until that screen has its data and pictures and
// has painted. Started sooner, its 45 kB of chunks and 61 kB download shared
// the phone's bandwidth and CPU with the page's own script, data and image,
// and the page's largest paint came up to 0.7 s later on Lighthouse's mobile run.

/** Past this the work starts anyway: a screen that never settles must not keep the cart from syncing. */
export const FIRST_SCREEN_MAX_WAIT_MS = 4_000;

/** Resolves once the router has loaded the first address's route (its loaders and lazy screen). */
function routeResolved(router: AnyRouter): Promise<void> {
  if (router.state.resolvedLocation) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once no query is fetching (the screen's reads have answered). */
function queriesSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once the pictures the page loads at once (not the lazy ones) have loaded or failed. */
function picturesLoaded(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const loading = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
  return Promise.all(
    loading.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** How long the page's largest paint must hold before the screen counts as painted. */
const LARGEST_PAINT_QUIET_MS = 300;

/**
 * Resolves once the browser's largest paint of the page has held for a
 * moment (no larger one after it), in browsers that report it; at once in
 * the others. A picture already loaded still paints only after the screen
 * that shows it has rendered, which may come a frame or two later.
 */
function largestPaintHeld(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let timer = setTimeout(done, LARGEST_PAINT_QUIET_MS);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, LARGEST_PAINT_QUIET_MS);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** Resolves after the next frame has painted and the main thread is idle. */
function paintedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
      else setTimeout(resolve, 0);
    };
    // A frame's callback runs before its paint; the one after it, after that paint.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(whenIdle));
    else whenIdle();
  });
}

/**
 * Resolves once the first screen has loaded its route and data and painted,
 * or after FIRST_SCREEN_MAX_WAIT_MS, whichever comes first.
 */
export function firstScreenSettled(router: AnyRouter, queryClient: QueryClient, maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = routeResolved(router)
    .then(() => queriesSettled(queryClient))
    .then(picturesLoaded)
    .then(largestPaintHeld)
    .then(paintedAndIdle);
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}

let markSettled: () => void = () => undefined;
const settledOnce = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** Watches this page's first screen (main.tsx, once); afterFirstScreen resolves when it has settled. */
export function watchFirstScreen(router: AnyRouter, queryClient: QueryClient): void {
  void firstScreenSettled(router, queryClient).then(markSettled);
}

/** Resolves once this page's first screen has settled (watchFirstScreen). */
export function afterFirstScreen(): Promise<void> {
  return settledOnce;
}
