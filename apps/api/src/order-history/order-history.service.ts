import type { Database, Order } from '@labstore/db';
import {
  fillTemplate,
  formatUsd,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_FILTER_ALL,
  statusesInFilter,
  type OrderActionResult,
  type OrderHistoryList,
  type OrderHistoryQuery,
  type Receipt,
  type SiteLanguage,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { readerOf, recordHealthRead } from '../results';
import { AppError } from '../lib/app-error';
import { orderHistoryRepository, type OrderListFilter } from '../orders/order-history.repository';
import { moveOrder, type StatusCause } from '../orders/order-transitions';
import { ordersRepository } from '../orders/orders.repository';
import { queuePartnerCancel } from '../orders/partner-jobs.kinds';
import { paymentsRepository } from '../orders/payments.repository';
import { refundOrder } from '../orders/refund-order';
import type { AuthContext } from '../plugins/auth';
import { toHistoryEntry, toReceipt } from './order-history.mapper';
import { mayCancel, mayDelete } from './order-rules';
import { orderViews } from './order-views';

const DAY_MS = 24 * 60 * 60_000;

/** A list's page and date range; the dates run from 00:00 to 23:59 (spec/03 Transactions), in UTC where the server runs. */
function listWindow(query: Pick<OrderHistoryQuery, '$skip' | '$top' | 'createdDateFrom' | 'createdDateTo'>): Pick<OrderListFilter, 'skip' | 'top' | 'createdFrom' | 'createdBefore'> {
  return {
    skip: query.$skip ?? 0,
    top: query.$top ?? ORDER_HISTORY_PAGE_SIZE,
    createdFrom: query.createdDateFrom ? new Date(`${query.createdDateFrom}T00:00:00.000Z`) : undefined,
    createdBefore: query.createdDateTo ? new Date(Date.parse(`${query.createdDateTo}T00:00:00.000Z`) + DAY_MS) : undefined,
  };
}

/** The caller's own order, or any order for an administrator; anyone else is told it does not exist (404). */
export function assertReaches(order: Order | undefined, auth: AuthContext): Order {
  if (!order || (order.user_id !== auth.userId && !auth.isAdmin)) throw AppError.notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** Who acted, for order_status_history: the administrator behind a login-as session is named, not the customer. */
export function actorOf(auth: AuthContext): string {
  return auth.isQuasiAdmin && auth.actingAdminId ? auth.actingAdminId : auth.userId;
}

function cancelCause(auth: AuthContext): StatusCause {
  const cause = auth.isAdmin ? 'canceled by an administrator' : auth.isQuasiAdmin ? 'canceled by an administrator acting for the customer' : 'canceled by the customer';
  return { cause, actorUserId: actorOf(auth) };
}

function cancelRefusal(order: Order, auth: AuthContext): AppError {
  const awaitingOthers = order.status === ORDER_STATUS.InProgress || order.status === ORDER_STATUS.ExternalApiError;
  return new AppError(409, !auth.isAdmin && awaitingOthers ? ORDER_MESSAGES.cancelOnlySubmitted : ORDER_MESSAGES.cannotCancel);
}

/** spec/02 2.10, 7: the order history, cancel, delete and the receipt (docs/decisions.md "After the order"). */
export function orderHistoryService(db: Kysely<Database>) {
  return {
    /** GET /api/taxonomy/order: the caller's orders that are not carts and not removed from the history, newest first. */
    async list(auth: AuthContext, query: OrderHistoryQuery, language: SiteLanguage): Promise<OrderHistoryList> {
      const statuses = statusesInFilter(query.status ?? ORDER_STATUS_FILTER_ALL).filter((status) => status !== ORDER_STATUS.Cart);
      const { orders, count } = await orderHistoryRepository(db).listOrders({ userId: auth.userId, statuses, ...listWindow(query) });
      const views = await orderViews(db, orders, language);
      return { items: views.map((view) => toHistoryEntry(view, auth)), count };
    },

    /**
     * GET /api/order/cancel/{id}: to Canceled with its cause and actor, the
     * payment refunded in full and the partner told, all in the transaction
     * that moves the order, so none happens without the others. An
     * administrator's cancel (any customer's order; `actor` given) writes its
     * audit row in that transaction too (issue 19).
     */
    cancel(auth: AuthContext, orderId: string, actor?: AdminActor): Promise<OrderActionResult> {
      return db.transaction().execute(async (trx) => {
        const order = assertReaches(await ordersRepository(trx).findOrder(orderId, { forUpdate: true }), auth);
        if (!mayCancel(order.status, auth)) throw cancelRefusal(order, auth);
        await moveOrder(trx, order, ORDER_STATUS.Canceled, cancelCause(auth));
        const refundedCents = await refundOrder(trx, order.id, 'order_canceled');
        await queuePartnerCancel(trx, order.id);
        if (actor) {
          const change = { before: { status: order.status }, after: { status: ORDER_STATUS.Canceled, refundedCents } };
          await recordAdminAction(trx, actor, { action: 'order.cancel', subject: { kind: 'order', id: order.id }, ...change });
        }
        const message = refundedCents > 0 ? ORDER_MESSAGES.canceledAndRefunded : ORDER_MESSAGES.canceled;
        return { id: order.id, status: ORDER_STATUS.Canceled, message: fillTemplate(message, { number: String(order.number), amount: formatUsd(refundedCents, 'en') }) };
      });
    },

    /**
     * DELETE /api/order/{id}: a rejected or canceled order leaves the
     * customer's history, its records and payments kept; an administrator's
     * removal of a cart deletes it, as it holds no money (unless a payment
     * of it is under way). An administrator's removal (`actor` given) writes
     * its audit row in the same transaction (issue 19).
     */
    remove(auth: AuthContext, orderId: string, actor?: AdminActor): Promise<OrderActionResult> {
      return db.transaction().execute(async (trx) => {
        const order = assertReaches(await ordersRepository(trx).findOrder(orderId, { forUpdate: true }), auth);
        if (!mayDelete(order.status, auth)) throw new AppError(409, auth.isAdmin ? ORDER_MESSAGES.adminDeleteRefused : ORDER_MESSAGES.deleteOnlyClosed);
        const number = String(order.number);
        const audit = (after: Record<string, unknown>) =>
          actor ? recordAdminAction(trx, actor, { action: 'order.remove', subject: { kind: 'order', id: order.id }, before: { status: order.status, removedFromHistory: order.hidden_at !== null }, after }) : undefined;
        if (order.status === ORDER_STATUS.Cart) {
          if (await paymentsRepository(trx).hasOpenAttempt(order.id)) throw new AppError(409, ORDER_MESSAGES.cartPaymentOpen);
          await orderHistoryRepository(trx).deleteCart(order.id);
          await audit({ status: order.status, deleted: true });
          return { id: order.id, status: order.status, message: fillTemplate(ORDER_MESSAGES.cartDeleted, { number }) };
        }
        await orderHistoryRepository(trx).hideOrder(order.id);
        await audit({ status: order.status, removedFromHistory: true });
        return { id: order.id, status: order.status, message: fillTemplate(ORDER_MESSAGES.removedFromHistory, { number }) };
      });
    },

    /** GET /api/order/receipt/{id} (spec/02 2.9, 9), its read logged as health data is. */
    async receipt(auth: AuthContext, orderId: string, language: SiteLanguage): Promise<Receipt> {
      const order = assertReaches(await ordersRepository(db).findOrder(orderId), auth);
      if (order.status === ORDER_STATUS.Cart) throw new AppError(409, ORDER_MESSAGES.noReceipt);
      const [view] = await orderViews(db, [order], language);
      if (!view) throw AppError.notFound(ORDER_MESSAGES.notFound);
      await recordHealthRead(db, { ...readerOf(auth, order.user_id), orderId: order.id, apiResultId: null, record: 'receipt', shareId: null });
      return toReceipt(view);
    },
  };
}
