import { Dexie, type EntityTable } from 'dexie';
import type { OutboxEntry } from './cart-edits';
import { CART_DB_NAME, HANDOFF_STORE, OUTBOX_STORE, REPORTS_STORE, SNAPSHOT_STORE, type CartSnapshot, type HandoffRecord, type WorkerReport } from './cart-records';

// The cart's one IndexedDB database, as the page opens it: the outbox of
// edits waiting to be sent and the last cart the server answered, so the
// cart shows at once, offline and after a reload (docs/decisions.md: it
// holds product names and prices only and is cleared at sign-out); since
// version 2, what the service worker needs to replay the outbox with no page
// open and what it reports back (cart-records.ts). Dexie owns the schema:
// the worker opens the database as it is and never upgrades it.

export { CART_DB_NAME, SNAPSHOT_ID, type CartSnapshot } from './cart-records';

export type CartDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  snapshot: EntityTable<CartSnapshot, 'id'>;
  handoff: EntityTable<HandoffRecord, 'id'>;
  reports: EntityTable<WorkerReport, 'seq'>;
};

export function openCartDb(name: string = CART_DB_NAME): CartDb {
  const db = new Dexie(name) as CartDb;
  db.version(1).stores({ [OUTBOX_STORE]: '++seq', [SNAPSHOT_STORE]: 'id' });
  db.version(2).stores({ [HANDOFF_STORE]: 'id', [REPORTS_STORE]: '++seq' });
  return db;
}
