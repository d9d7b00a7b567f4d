import type { Database, Order, PaymentTransaction } from '@labstore/db';
import { ORDER_STATUS, PAYMENT_STATUS } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { ITEM_COLUMNS, PRODUCT_COLUMNS, type CartItemRow } from './orders.repository';

// Issue 17: the reads and writes of the order history (spec/02 2.10, 7) and
// of the administrators' order list (spec/03 Transactions). A page of orders
// is read in a fixed number of statements, whatever its size: the orders,
// their count, and then every line and payment of the page at once.

/** Which orders a list shows. */
export interface OrderListFilter {
  /** This customer's orders that are not hidden from them; every order when absent (administrators). */
  userId?: string;
  statuses: readonly number[];
  /** Created at or after. */
  createdFrom?: Date;
  /** Created before. */
  createdBefore?: Date;
  number?: number;
  /** Only these customers' orders (an administrator's search by user). */
  userIds?: readonly string[];
  /** spec/03 2 promo checkbox: only orders with a promo code. */
  promoOnly?: boolean;
  /** spec/03 2 free-only checkbox: only orders submitted without a payment. */
  freeOnly?: boolean;
  skip: number;
  top: number;
}

/** A line of one of several orders, with the order it belongs to. */
export type OrderItemRow = CartItemRow & { order_id: string };

/** What an empty list of statuses or users selects: nothing. */
const NO_STATUS = 0;
const NO_ID = '00000000-0000-0000-0000-000000000000';

export function orderHistoryRepository(db: Kysely<Database>) {
  function selectListed(filter: OrderListFilter) {
    let query = db.selectFrom('orders').where('status', 'in', filter.statuses.length > 0 ? [...filter.statuses] : [NO_STATUS]);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId).where('hidden_at', 'is', null);
    if (filter.createdFrom) query = query.where('created_at', '>=', filter.createdFrom);
    if (filter.createdBefore) query = query.where('created_at', '<', filter.createdBefore);
    if (filter.number !== undefined) query = query.where('number', '=', filter.number);
    if (filter.userIds !== undefined) query = query.where('user_id', 'in', filter.userIds.length > 0 ? [...filter.userIds] : [NO_ID]);
    if (filter.promoOnly) query = query.where('promo_code_id', 'is not', null);
    if (filter.freeOnly) query = query.where('is_payment_skipped', '=', true);
    return query;
  }

  return {
    /** A page of orders, newest first, and how many the filter selects. */
    async listOrders(filter: OrderListFilter): Promise<{ orders: Order[]; count: number }> {
      const [orders, counted] = await Promise.all([
        selectListed(filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(filter.skip).limit(filter.top).execute(),
        selectListed(filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { orders, count: Number(counted.count) };
    },

    /** Every line of the orders, in each order as itemsOf has them (groupLines puts members under their line). */
    itemsOfOrders(orderIds: readonly string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(ITEM_COLUMNS)
        .select(PRODUCT_COLUMNS)
        .select('i.order_id')
        .where('i.order_id', 'in', [...orderIds])
        .orderBy('i.order_id')
        .orderBy('i.created_at')
        .orderBy('p.name')
        .orderBy('i.id')
        .execute();
    },

    /** spec/02 3 transactions[] of several orders: their card payments, oldest first (as paymentsRepository.cardPayments). */
    cardPaymentsOfOrders(orderIds: readonly string[]): Promise<PaymentTransaction[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .where('status', '=', PAYMENT_STATUS.Succeeded)
        .where('provider', '<>', 'free')
        .orderBy('created_at')
        .execute();
    },

    /** A customer's delete (docs/decisions.md "After the order"): hidden from their history, every record kept. */
    async hideOrder(orderId: string): Promise<void> {
      await db.updateTable('orders').set({ hidden_at: sql<Date>`now()`, updated_at: sql<Date>`now()` }).where('id', '=', orderId).where('hidden_at', 'is', null).execute();
    },

    /** An administrator's removal of a cart (spec/03 Transactions): it holds no money, so it goes with its lines. */
    async deleteCart(orderId: string): Promise<void> {
      await db.deleteFrom('orders').where('id', '=', orderId).where('status', '=', ORDER_STATUS.Cart).execute();
    },

    /** Whether the partner was ever sent the order (a partner_orders row exists). */
    async partnerKnows(orderId: string): Promise<boolean> {
      const row = await db.selectFrom('partner_orders').select('id').where('order_id', '=', orderId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** The status an order had when it last moved to `status` (where an ExternalApiError order goes back to). */
    async statusBefore(orderId: string, status: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('order_status_history')
        .select('from_status')
        .where('order_id', '=', orderId)
        .where('to_status', '=', status)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.from_status;
    },
  };
}

export type OrderHistoryRepository = ReturnType<typeof orderHistoryRepository>;
