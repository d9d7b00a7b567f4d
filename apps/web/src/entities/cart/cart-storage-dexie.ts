import { cartSchema, type Cart } from '@labstore/domain';
import type { StoredOrderInfo } from '../../lib/session/order-info';
import type { CartDb } from './cart-db';
import { SNAPSHOT_ID, type CartOutcome, type OrderHandoff, type SessionHandoff } from './cart-records';
import type { CartStorage } from './cart-storage';

// The page's side of the replay's storage: Dexie, and the stored order id in
// localStorage (spec/01 3 local order info), where the rest of the app reads
// it (sign-in sends it to merge a guest's cart). Every change of it is
// mirrored into the database for the service worker, and a cart the worker
// answered meanwhile is taken back from there (cart-records.ts OrderHandoff).

/** The order info where the page keeps it (localStorage in the app; a variable in tests). */
export interface OrderInfoPort {
  read(): string | null;
  write(info: StoredOrderInfo | null): void;
}

export interface PageCartStorage extends CartStorage {
  /** The page's stored order id into the database as it now is (at start), once a cart the worker answered is taken. */
  mirrorOrderId(): Promise<void>;
  /** Takes order info from elsewhere than a cart answer (sign-in's merged cart) as the stored one. */
  takeOrderInfo(info: StoredOrderInfo | null): Promise<void>;
}

const ORDER_ID = 'order';

function mirror(orderId: string | null, orderNumber: number | null = null): OrderHandoff {
  return { id: ORDER_ID, orderId, orderNumber, byWorker: false };
}

export function createDexieCartStorage(db: CartDb, orderInfo: OrderInfoPort): PageCartStorage {
  async function orderId(): Promise<string | null> {
    const handoff = await db.handoff.get(ORDER_ID);
    if (handoff?.id !== ORDER_ID || !handoff.byWorker) return orderInfo.read();
    // The worker answered a cart with no page open: its id is the cart's from now on.
    await takeOrderInfo(handoff.orderId === null ? null : { orderId: handoff.orderId, orderNumber: handoff.orderNumber });
    return handoff.orderId;
  }

  /** The last cart; one the worker kept is checked whole first (cart-answer-shape.ts), and forgotten when it does not pass. */
  async function snapshot(): Promise<Cart | null> {
    const kept = await db.snapshot.get(SNAPSHOT_ID);
    if (!kept?.byWorker) return kept?.cart ?? null;
    const checked = cartSchema.safeParse(kept.cart);
    if (checked.success) return checked.data;
    await db.snapshot.delete(SNAPSHOT_ID);
    return null;
  }

  async function takeOrderInfo(info: StoredOrderInfo | null): Promise<void> {
    await db.handoff.put(mirror(info?.orderId ?? null, info?.orderNumber));
    orderInfo.write(info);
  }

  return {
    entries: () => db.outbox.orderBy('seq').toArray(),
    firstEntry: () => db.outbox.orderBy('seq').first(),
    async addEntry(entry) {
      await db.outbox.add(entry);
    },
    async updateEntry(seq, changes) {
      await db.outbox.update(seq, changes);
    },
    async deleteEntry(seq) {
      await db.outbox.delete(seq);
    },
    snapshot,
    orderId,
    async keepCart(cart: Cart | null, sentSeq?: number) {
      await db.transaction('rw', db.outbox, db.snapshot, db.handoff, async () => {
        if (sentSeq !== undefined) await db.outbox.delete(sentSeq);
        if (cart) await db.snapshot.put({ id: SNAPSHOT_ID, cart });
        else await db.snapshot.delete(SNAPSHOT_ID);
        await db.handoff.put(mirror(cart?.id ?? null, cart?.number));
      });
      orderInfo.write(cart && { orderId: cart.id, orderNumber: cart.number });
    },
    async clear() {
      await db.transaction('rw', db.outbox, db.snapshot, db.handoff, async () => {
        await db.outbox.clear();
        await db.snapshot.clear();
        await db.handoff.put(mirror(null));
      });
      orderInfo.write(null);
    },
    async mirrorOrderId() {
      const current = await orderId();
      const handoff = await db.handoff.get(ORDER_ID);
      if (handoff?.id !== ORDER_ID || handoff.orderId !== current) await db.handoff.put(mirror(current));
    },
    takeOrderInfo,
  };
}

/** Hands the service worker the session as this page has it now (cart-handoff.ts says for how long). */
export async function handOverSession(db: CartDb, handoff: SessionHandoff): Promise<void> {
  await db.handoff.put(handoff);
}

/** Sign-out: the worker's copy of the session and its reports go with the cart. */
export async function forgetHandoff(db: CartDb): Promise<void> {
  await db.transaction('rw', db.handoff, db.reports, async () => {
    await db.handoff.clear();
    await db.reports.clear();
  });
}

/**
 * What the worker reported for this page's session (`userId`, null for a
 * guest), taken out once: the next page does not tell it again. Another's
 * stays for them, unread: the next person to open the app on this device
 * may not be the customer (a session for one tab only ends with the tab);
 * an account signing in drops other accounts' reports, and sign-out drops all.
 */
export async function takeWorkerReports(db: CartDb, userId: string | null): Promise<CartOutcome[]> {
  return db.transaction('rw', db.reports, async () => {
    const reports = await db.reports.orderBy('seq').toArray();
    const mine = reports.filter((report) => report.userId === userId);
    const gone = userId === null ? mine : reports.filter((report) => report.userId !== null);
    await db.reports.bulkDelete(gone.flatMap((report) => (report.seq === undefined ? [] : [report.seq])));
    return mine.map((report) => report.outcome);
  });
}
