import { ORDER_STATUS, type Cart, type Notice } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { createStore, type Store } from '../../lib/create-store';
import type { CartTransport } from './cart-calls';
import type { CartEdit, OutboxEntry } from './cart-edits';
import type { CartOutcome } from './cart-records';
import { requestForEdit } from './cart-requests';
import type { CartStorage } from './cart-storage';

// The offline cart (DESIGN.md "Offline and background sync"): every edit,
// online or not, is queued in the outbox with an Idempotency-Key made once,
// then replayed in order, one at a time. A network failure stops the replay
// and the same request goes again later under the same key (the server
// answers a repeat with its first answer, so nothing is applied twice). A
// refusal drops the edit, says the server's words and reloads the cart.
// The page and the service worker run this same code over the same records
// (cart-storage.ts), one at a time (exclusive).

export interface CartSyncDeps {
  /** The outbox, the last cart and the stored order id (spec/01 3 local order info). */
  storage: CartStorage;
  send: CartTransport['send'];
  fetchCart: CartTransport['fetchCart'];
  /** Tells what the server said of an edit or a reload: its notices (spec/02 8), or why it refused an edit. */
  report(outcome: CartOutcome): void;
  newKey(): string;
  now(): number;
  /** Runs the replay alone across this browser's tabs (Web Locks where there are any). */
  exclusive<T>(run: () => Promise<T>): Promise<T>;
  /** Asks to be woken when it is worth trying again (a timer; the Background Sync API). */
  retryLater(afterMs: number): void;
}

export interface CartSyncState {
  /** The last cart the server answered; null before any. */
  cart: Cart | null;
  /** The outbox, in replay order. */
  entries: readonly OutboxEntry[];
  syncing: boolean;
  /** Read from the database at least once. */
  loaded: boolean;
}

export interface CartSync {
  state: Store<CartSyncState>;
  /** Reads the outbox and the snapshot into state. */
  load(): Promise<void>;
  /** Queues an edit and starts the replay. Resolves once it is queued (shown), not once it is sent. */
  enqueue(edit: CartEdit): Promise<void>;
  /** Sends the queued edits in order; resolves true when the outbox is empty afterwards. */
  replay(): Promise<boolean>;
  /** Resolves when no replay is running. */
  idle(): Promise<void>;
  /** Reloads the cart from the server; the cart as it now is (null: none, or it could not be read). */
  refresh(): Promise<Cart | null>;
  /** Takes a server answer that carries the whole cart as the truth. */
  settle(cart: Cart): Promise<void>;
  /** Forgets the cart on this device: snapshot, outbox and the stored order id. */
  forget(): Promise<void>;
}

/** 5xx or unreadable answers in a row before an edit is given up. */
export const MAX_SERVER_FAILURES = 3;
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 60_000;

export function createCartSync(deps: CartSyncDeps): CartSync {
  const { storage } = deps;
  const state = createStore<CartSyncState>({ cart: null, entries: [], syncing: false, loaded: false });
  let running: Promise<void> | null = null;
  let rerun = false;
  let networkFailures = 0;

  async function load(): Promise<void> {
    const [entries, cart] = await Promise.all([storage.entries(), storage.snapshot()]);
    state.set((previous) => ({ ...previous, entries, cart, loaded: true }));
  }

  async function enqueue(edit: CartEdit): Promise<void> {
    await storage.addEntry({ key: deps.newKey(), queuedAt: deps.now(), edit, serverFailures: 0 });
    await load();
    void replay();
  }

  function replay(): Promise<boolean> {
    if (running) {
      // Edits queued meanwhile are read by the running replay; should it
      // reach the end first, it goes round once more.
      rerun = true;
    } else {
      running = replayUntilSettled()
        // The database itself failed (storage full, a blocked upgrade): the
        // outbox is still there, so try again in a while.
        .catch(() => deps.retryLater(RETRY_BASE_MS))
        .finally(() => {
          running = null;
        });
    }
    return running.then(async () => {
      await load();
      return state.get().entries.length === 0;
    });
  }

  async function replayUntilSettled(): Promise<void> {
    let emptied: boolean;
    do {
      rerun = false;
      emptied = await deps.exclusive(drain);
    } while (rerun && emptied);
  }

  async function idle(): Promise<void> {
    await running;
  }

  /** Sends queued edits until none is left (true) or one must wait (false). */
  async function drain(): Promise<boolean> {
    state.set((previous) => ({ ...previous, syncing: true }));
    try {
      // Read from the database each time: another tab may have sent some.
      for (let entry = await firstEntry(); entry; entry = await firstEntry()) {
        if (!(await run(entry))) return false;
      }
      return true;
    } finally {
      state.set((previous) => ({ ...previous, syncing: false }));
      await load();
    }
  }

  const firstEntry = () => storage.firstEntry();

  /** Sends one edit; false when the replay must stop and try again later. */
  async function run(entry: OutboxEntry & { seq?: number }): Promise<boolean> {
    const seq = entry.seq;
    if (seq === undefined) return false;
    const request = entry.request ?? requestForEdit(entry.edit, await storage.orderId(), await storage.snapshot());
    if (!request) {
      await storage.deleteEntry(seq);
      return true;
    }
    if (!entry.request) await storage.updateEntry(seq, { request });
    try {
      const answer = await deps.send(request, entry.key);
      networkFailures = 0;
      await store(answer.cart, seq);
      deps.report({ kind: 'sent', edit: entry.edit.kind, productName: productNameOf(entry.edit), notices: answer.notices });
      return true;
    } catch (error) {
      return handleFailure(seq, entry, error);
    }
  }

  async function handleFailure(seq: number, entry: OutboxEntry, error: unknown): Promise<boolean> {
    if (error instanceof ApiError && isWorthRetrying(error)) {
      if (error.status === 0) networkFailures += 1;
      deps.retryLater(error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : backoff(networkFailures));
      return false;
    }
    if (!(error instanceof ApiError) || error.status >= 500) {
      const serverFailures = entry.serverFailures + 1;
      if (serverFailures < MAX_SERVER_FAILURES) {
        await storage.updateEntry(seq, { serverFailures });
        deps.retryLater(backoff(serverFailures));
        return false;
      }
    }
    // A refusal (or a server that keeps failing): the edit cannot succeed as
    // it is. Say why, drop it, and settle on what the server holds.
    await storage.deleteEntry(seq);
    if (error instanceof ApiError) deps.report({ kind: 'refused', status: error.status, message: error.message });
    await refresh();
    return true;
  }

  async function refresh(): Promise<Cart | null> {
    const orderId = await storage.orderId();
    if (orderId === null) {
      await clearSnapshot();
      return null;
    }
    try {
      const cart = await deps.fetchCart(orderId);
      await store(cart);
      showNotices(cart.notices);
      return state.get().cart;
    } catch (error) {
      // spec/02 4.3: a failed cart load clears the stored order. Not reaching
      // the server is no failure of the cart: the snapshot stays.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) await clearSnapshot();
      return null;
    }
  }

  /** Keeps an open cart as the truth (with the sent edit it answers gone); a submitted one is no longer the cart. */
  async function store(answered: Cart, sentSeq?: number): Promise<void> {
    const cart = answered.status === ORDER_STATUS.Cart ? answered : null;
    await storage.keepCart(cart, sentSeq);
    state.set((previous) => ({ ...previous, cart }));
  }

  async function clearSnapshot(): Promise<void> {
    await storage.keepCart(null);
    state.set((previous) => ({ ...previous, cart: null }));
  }

  function showNotices(notices: readonly Notice[]): void {
    if (notices.length > 0) deps.report({ kind: 'notices', notices });
  }

  async function settle(cart: Cart): Promise<void> {
    await store(cart);
  }

  async function forget(): Promise<void> {
    await storage.clear();
    state.set((previous) => ({ ...previous, cart: null, entries: [] }));
  }

  return { state, load, enqueue, replay, idle, refresh, settle, forget };
}

/** What the customer knows an edit's product by; null for a clear. */
function productNameOf(edit: CartEdit): string | null {
  if (edit.kind === 'add') return edit.product.name;
  return edit.kind === 'remove' ? edit.productName : null;
}

/** Not reached, timed out, rate limited, or asked to come back (a repeat still running: 409 with Retry-After). */
function isWorthRetrying(error: ApiError): boolean {
  return error.status === 0 || error.status === 408 || error.status === 429 || error.retryAfterSeconds !== null;
}

function backoff(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}
