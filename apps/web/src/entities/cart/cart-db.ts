import type { Cart } from '@labstore/domain';
import { Dexie, type EntityTable } from 'dexie';
import type { OutboxEntry } from './cart-edits';

// The cart's one IndexedDB database: the outbox of edits waiting to be sent
// and the last cart the server answered, so the cart shows at once, offline
// and after a reload (docs/decisions.md: it holds product names and prices
// only and is cleared at sign-out).

export const CART_DB_NAME = 'labstore-cart';
export const SNAPSHOT_ID = 'current';

export interface CartSnapshot {
  id: typeof SNAPSHOT_ID;
  cart: Cart;
}

export type CartDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  snapshot: EntityTable<CartSnapshot, 'id'>;
};

export function openCartDb(name: string = CART_DB_NAME): CartDb {
  const db = new Dexie(name) as CartDb;
  db.version(1).stores({ outbox: '++seq', snapshot: 'id' });
  return db;
}
