import type { Database, PartnerOrder } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';

// Issue 17: our record of an order at the partner (spec/03 3 Partner order):
// the partner's id for it, its status (1 pending, 2 approved, 3 rejected,
// 4 results), the rejection's reason, and the error kept when the partner
// could not be reached. One row per order.

const MAX_ERROR_LENGTH = 2000;

/** spec/03 Pwn Orders: which partner orders an administrator lists. */
export interface PartnerOrderFilter {
  skip: number;
  top: number;
  /** 1 pending, 2 approved, 3 rejected, 4 results; undefined for all. */
  status?: number | undefined;
  /** Part of the order's number or of the partner's order id, any case. */
  search?: string | undefined;
}

/** A partner order with the number of the order it is for. */
export interface ListedPartnerOrder {
  order_id: string;
  order_number: number;
  partner_order_id: string | null;
  status: number;
  status_at: Date;
  error_message: string | null;
  rejection_reason: string | null;
}

/** All Kysely code of partner_orders; `db` may be a transaction. */
export function partnerOrdersRepository(db: Kysely<Database>) {
  function listed(filter: PartnerOrderFilter) {
    let query = db.selectFrom('partner_orders as p').innerJoin('orders as o', 'o.id', 'p.order_id');
    if (filter.status !== undefined) query = query.where('p.status', '=', filter.status);
    if (filter.search) {
      const pattern = containingPattern(filter.search);
      query = query.where((eb) => eb.or([eb(sql<string>`o.number::text`, 'like', pattern), eb(sql<string>`lower(coalesce(p.partner_order_id, ''))`, 'like', pattern)]));
    }
    return query;
  }

  return {
    /** Issue 19, spec/03 Pwn Orders: one page of partner orders, the newest first, and how many match. */
    async page(filter: PartnerOrderFilter): Promise<{ rows: ListedPartnerOrder[]; count: number }> {
      const [rows, total] = await Promise.all([
        listed(filter)
          .select(['p.order_id', 'o.number as order_number', 'p.partner_order_id', 'p.status', 'p.status_at', 'p.error_message', 'p.rejection_reason'])
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .offset(filter.skip)
          .limit(filter.top)
          .execute(),
        listed(filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    find(orderId: string): Promise<PartnerOrder | undefined> {
      return db.selectFrom('partner_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /**
     * The partner took the order (status 1, pending). Submitted again, the
     * partner answers the same id, so the row is the same; an error kept from
     * an earlier attempt is cleared.
     */
    async recordSubmission(orderId: string, partnerOrderId: string): Promise<void> {
      await db
        .insertInto('partner_orders')
        .values({ order_id: orderId, partner_order_id: partnerOrderId, status: 1, attempts: 1 })
        .onConflict((conflict) =>
          conflict.column('order_id').doUpdateSet({ partner_order_id: partnerOrderId, error_message: null, attempts: sql<number>`partner_orders.attempts + 1` }),
        )
        .execute();
    },

    async setStatus(orderId: string, status: 2 | 3 | 4, rejectionReason?: string): Promise<void> {
      await db
        .updateTable('partner_orders')
        .set({ status, status_at: sql<Date>`now()`, error_message: null, ...(rejectionReason === undefined ? {} : { rejection_reason: rejectionReason.slice(0, MAX_ERROR_LENGTH) }) })
        .where('order_id', '=', orderId)
        .execute();
    },

    /** The partner could not be reached after every retry: the error is kept (the order never reached it: no partner id). */
    async recordError(orderId: string, error: string): Promise<void> {
      await db
        .insertInto('partner_orders')
        .values({ order_id: orderId, error_message: error.slice(0, MAX_ERROR_LENGTH) })
        .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ error_message: error.slice(0, MAX_ERROR_LENGTH) }))
        .execute();
    },
  };
}

export type PartnerOrdersRepository = ReturnType<typeof partnerOrdersRepository>;
