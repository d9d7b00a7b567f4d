import type { Cart } from '@labstore/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './cart-edits';
import {
  CART_DB_NAME,
  HANDOFF_STORE,
  OUTBOX_STORE,
  REPORTS_STORE,
  SNAPSHOT_ID,
  SNAPSHOT_STORE,
  type CartSnapshot,
  type HandoffRecord,
  type SessionHandoff,
  type WorkerReport,
} from './cart-records';
import type { CartStorage } from './cart-storage';

// The service worker's side of the replay's storage: the page's database
// opened with idb rather than Dexie (the design card: the worker stays
// light), the same records (cart-records.ts). The order id lives here only;
// a cart answered here is marked so the next page takes its id
// (cart-storage-dexie.ts).

interface CartSchema extends DBSchema {
  [OUTBOX_STORE]: { key: number; value: OutboxEntry };
  [SNAPSHOT_STORE]: { key: string; value: CartSnapshot };
  [HANDOFF_STORE]: { key: string; value: HandoffRecord };
  [REPORTS_STORE]: { key: number; value: WorkerReport };
}

export type WorkerCartDb = IDBPDatabase<CartSchema>;

const STORES = [OUTBOX_STORE, SNAPSHOT_STORE, HANDOFF_STORE, REPORTS_STORE] as const;

/**
 * The cart's database as a page of this build left it, or null: none yet, or
 * one an older page made, without what the worker needs (the handoff). The
 * worker never creates or upgrades it: Dexie in the page owns the schema.
 */
export async function openWorkerCartDb(name: string = CART_DB_NAME): Promise<WorkerCartDb | null> {
  let db: WorkerCartDb;
  try {
    db = await openDB<CartSchema>(name, undefined, {
      // Only a database that does not exist yet is upgraded here: leave it
      // uncreated (the aborted open is answered by the catch below).
      upgrade(_db, _old, _new, transaction) {
        transaction.done.catch(() => undefined);
        transaction.abort();
      },
      // A page upgrading the schema must not wait for the worker.
      blocking: () => db.close(),
    });
  } catch {
    return null;
  }
  if (STORES.every((store) => db.objectStoreNames.contains(store))) return db;
  db.close();
  return null;
}

export function createIdbCartStorage(db: WorkerCartDb): CartStorage {
  return {
    entries: () => db.getAll(OUTBOX_STORE),
    async firstEntry() {
      const cursor = await db.transaction(OUTBOX_STORE).store.openCursor();
      return cursor?.value;
    },
    async addEntry(entry) {
      await db.add(OUTBOX_STORE, entry);
    },
    async updateEntry(seq, changes) {
      const transaction = db.transaction(OUTBOX_STORE, 'readwrite');
      const entry = await transaction.store.get(seq);
      if (entry) await transaction.store.put({ ...entry, ...changes });
      await transaction.done;
    },
    async deleteEntry(seq) {
      await db.delete(OUTBOX_STORE, seq);
    },
    snapshot: async () => (await db.get(SNAPSHOT_STORE, SNAPSHOT_ID))?.cart ?? null,
    async orderId() {
      const handoff = await db.get(HANDOFF_STORE, 'order');
      return handoff?.id === 'order' ? handoff.orderId : null;
    },
    async keepCart(cart: Cart | null, sentSeq?: number) {
      const transaction = db.transaction([OUTBOX_STORE, SNAPSHOT_STORE, HANDOFF_STORE], 'readwrite');
      const snapshots = transaction.objectStore(SNAPSHOT_STORE);
      await Promise.all([
        sentSeq === undefined ? undefined : transaction.objectStore(OUTBOX_STORE).delete(sentSeq),
        cart ? snapshots.put({ id: SNAPSHOT_ID, cart, byWorker: true }) : snapshots.delete(SNAPSHOT_ID),
        transaction.objectStore(HANDOFF_STORE).put({ id: 'order', orderId: cart?.id ?? null, orderNumber: cart?.number ?? null, byWorker: true }),
        transaction.done,
      ]);
    },
    async clear() {
      const transaction = db.transaction([OUTBOX_STORE, SNAPSHOT_STORE, HANDOFF_STORE], 'readwrite');
      await Promise.all([
        transaction.objectStore(OUTBOX_STORE).clear(),
        transaction.objectStore(SNAPSHOT_STORE).clear(),
        transaction.objectStore(HANDOFF_STORE).put({ id: 'order', orderId: null, orderNumber: null, byWorker: true }),
        transaction.done,
      ]);
    },
  };
}

/** What the last page handed the worker of its session; null when no page of this build has. */
export async function readSessionHandoff(db: WorkerCartDb): Promise<SessionHandoff | null> {
  const handoff = await db.get(HANDOFF_STORE, 'session');
  return handoff?.id === 'session' ? handoff : null;
}

/** The credential is out of date or the server refused it: the worker no longer holds it. */
export async function dropAccessToken(db: WorkerCartDb): Promise<void> {
  const transaction = db.transaction(HANDOFF_STORE, 'readwrite');
  const handoff = await transaction.store.get('session');
  if (handoff?.id === 'session' && handoff.account) await transaction.store.put({ ...handoff, account: { ...handoff.account, accessToken: null } });
  await transaction.done;
}

/** Keeps what the server said, for the next page to tell (cart-report.ts). */
export async function addReport(db: WorkerCartDb, report: Omit<WorkerReport, 'seq'>): Promise<void> {
  await db.add(REPORTS_STORE, report);
}
