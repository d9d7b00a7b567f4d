// One replay at a time across this browser's tabs and its service worker:
// Web Locks are shared by every page and worker of the origin, so a page and
// the worker never send the outbox at once; whoever comes second waits, then
// reads the outbox afresh (cart-sync.ts), and finds sent edits gone.

export const OUTBOX_LOCK = 'labstore-cart-outbox';

/** Runs `run` holding the outbox's lock; alone as it is where there are no Web Locks. */
export async function runAlone<T>(run: () => Promise<T>): Promise<T> {
  // Typed as always there; an older browser (or a test's DOM) has none.
  const locks: LockManager | null | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  // request() resolves with what the callback resolves with.
  return await locks.request(OUTBOX_LOCK, run);
}
