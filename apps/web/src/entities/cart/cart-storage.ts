import type { Cart } from '@labstore/domain';
import type { OutboxEntry } from './cart-edits';

// What the replay (cart-sync.ts) reads and writes, whoever runs it: the page
// over Dexie and localStorage (cart-storage-dexie.ts), the service worker
// over idb (cart-storage-idb.ts). One algorithm over the same records, so
// each edit is sent under the key it was queued with, whichever replays it.

export interface CartStorage {
  /** The outbox, in replay order. */
  entries(): Promise<OutboxEntry[]>;
  /** The edit whose turn it is; undefined when none waits. */
  firstEntry(): Promise<OutboxEntry | undefined>;
  addEntry(entry: OutboxEntry): Promise<void>;
  updateEntry(seq: number, changes: Partial<Pick<OutboxEntry, 'request' | 'serverFailures'>>): Promise<void>;
  deleteEntry(seq: number): Promise<void>;
  /** The last cart the server answered; null before any. */
  snapshot(): Promise<Cart | null>;
  /** The stored order id (spec/01 3 local order info): the cart edits go to. */
  orderId(): Promise<string | null>;
  /**
   * Keeps `cart` as the truth and its id as the stored order id (null: there
   * is no cart: both are forgotten), and drops the edit `sentSeq` whose
   * answer it is, all at once: an edit is never gone without its answer kept.
   */
  keepCart(cart: Cart | null, sentSeq?: number): Promise<void>;
  /** Empties the outbox and the snapshot and forgets the stored order id. */
  clear(): Promise<void>;
}
