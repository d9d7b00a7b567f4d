import type { Cart, Notice } from '@labstore/domain';
import type { CartEdit } from './cart-edits';

// The records of the cart's one IndexedDB database, as the page (Dexie,
// cart-db.ts) and the service worker (idb, cart-storage-idb.ts) both read
// them: the same outbox and Idempotency-Keys whoever replays (DESIGN.md
// "Offline and background sync"). No Dexie here: the worker stays light.

export const CART_DB_NAME = 'labstore-cart';

export const OUTBOX_STORE = 'outbox';
export const SNAPSHOT_STORE = 'snapshot';
/** What the page hands the service worker that the worker cannot read where the page keeps it. */
export const HANDOFF_STORE = 'handoff';
/** What the service worker sent and what was refused, for the next page to tell. */
export const REPORTS_STORE = 'reports';

export const SNAPSHOT_ID = 'current';

export interface CartSnapshot {
  id: typeof SNAPSHOT_ID;
  cart: Cart;
  /** Kept by the service worker, which checks an answer only as far as the replay reads it: the page checks it whole before use. */
  byWorker?: boolean;
}

/**
 * The stored order id (spec/01 3 local order info). The page keeps it in
 * localStorage, which a service worker cannot read, and mirrors it here on
 * every change. `byWorker`: the worker answered a cart since (a first add
 * made one), so the next page takes this id into localStorage.
 */
export interface OrderHandoff {
  id: 'order';
  orderId: string | null;
  orderNumber: number | null;
  byWorker: boolean;
}

/** The credential the worker sends the replay with (cart-handoff.ts says how long it is kept). */
export interface HandoffAccount {
  /** The account's opaque id: the worker's reports are told to it alone. */
  userId: string | null;
  /** null once the worker found it out of date or refused: the replay then waits for a page. */
  accessToken: string | null;
  /** Epoch ms after which the worker does not use it. */
  keepUntil: number;
}

/**
 * The session as the worker needs it: the site language its requests ask
 * the server's words in, and the signed-in account's credential (null: a
 * guest, whose cart is reached by its id alone).
 */
export interface SessionHandoff {
  id: 'session';
  language: string;
  account: HandoffAccount | null;
}

export type HandoffRecord = OrderHandoff | SessionHandoff;

/**
 * What became of an edit or a reload: an edit sent, with the server's
 * notices (spec/02 8) and what the customer knows it by (never the
 * questionnaire's answers an add carries); a reload's notices (lines the
 * server removed, spec/02 4.3); or a refusal with its status and the message
 * as built. A worker's refusal holds only the server's own lines; the page
 * adds its own words when it tells them (cart-report.ts).
 */
export type CartOutcome =
  | { kind: 'sent'; edit: CartEdit['kind']; productName: string | null; notices: readonly Notice[] }
  | { kind: 'notices'; notices: readonly Notice[] }
  | { kind: 'refused'; status: number; message: string };

export interface WorkerReport {
  seq?: number;
  at: number;
  /** Whom the worker replayed for: the account's id, null for a guest. Only a page of the same is told. */
  userId: string | null;
  outcome: CartOutcome;
}
