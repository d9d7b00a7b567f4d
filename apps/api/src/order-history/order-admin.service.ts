import type { Database } from '@labstore/db';
import {
  fillTemplate,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_FILTER_ALL,
  statusesInFilter,
  type AdminOrderBrowseQuery,
  type OrderActionResult,
  type OrderHistoryList,
  type SiteLanguage,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { orderHistoryRepository, type OrderListFilter } from '../orders/order-history.repository';
import { moveOrder } from '../orders/order-transitions';
import { ordersRepository } from '../orders/orders.repository';
import { queuePartnerPoll, queuePartnerSubmission } from '../orders/partner-jobs.kinds';
import type { AuthContext } from '../plugins/auth';
import { usersMatching } from '../profiles';
import { toHistoryEntry } from './order-history.mapper';
import { assertReaches, listWindow } from './order-history.service';
import { orderViews } from './order-views';

const { Submitted, InProgress, ExternalApiError } = ORDER_STATUS;

/** A search by user names at most this many customers. */
const SEARCH_USER_LIMIT = 200;

/** spec/03 Transactions: the first dash-separated part of the search text, when a number, is the order number; otherwise the search is by user. */
async function searchFilter(db: Kysely<Database>, query: AdminOrderBrowseQuery): Promise<Pick<OrderListFilter, 'number' | 'userIds'>> {
  if (query.number !== undefined) return { number: query.number };
  if (!query.search) return {};
  const first = query.search.split('-')[0]?.trim() ?? '';
  if (/^\d{1,9}$/.test(first)) return { number: Number(first) };
  return { userIds: await usersMatching(db, query.search, SEARCH_USER_LIMIT) };
}

/** The administrators' order calls (spec/03 7 Orders; docs/decisions.md "After the order"). */
export function orderAdminService(db: Kysely<Database>) {
  return {
    /** GET /api/order/browse: every order, carts and removed ones included, newest first; by number or by user. */
    async browse(auth: AuthContext, query: AdminOrderBrowseQuery, language: SiteLanguage): Promise<OrderHistoryList> {
      const statuses = statusesInFilter(query.status ?? ORDER_STATUS_FILTER_ALL);
      const { orders, count } = await orderHistoryRepository(db).listOrders({ statuses, ...(await searchFilter(db, query)), ...listWindow(query) });
      const views = await orderViews(db, orders, language);
      return { items: views.map((view) => toHistoryEntry(view, auth)), count };
    },

    /**
     * GET /api/order/approve/{id}: only a physician approves, so this asks the
     * partner to decide now: an order it never received is submitted, one it
     * has is asked about at once. An ExternalApiError order first goes back
     * to where it was (Submitted, or In Progress when it had been approved).
     */
    approve(auth: AuthContext, orderId: string, actor: AdminActor): Promise<OrderActionResult> {
      return db.transaction().execute(async (trx) => {
        const history = orderHistoryRepository(trx);
        const order = assertReaches(await ordersRepository(trx).findOrder(orderId, { forUpdate: true }), auth);
        const audit = (status: number, partner: 'submitted' | 'asked') =>
          recordAdminAction(trx, actor, { action: 'order.approve', subject: { kind: 'order', id: order.id }, before: { status: order.status }, after: { status, partner } });
        let status = order.status;
        if (status === ExternalApiError) {
          const backTo = (await history.statusBefore(order.id, ExternalApiError)) === InProgress ? InProgress : Submitted;
          await moveOrder(trx, order, backTo, { cause: 'retried by an administrator', actorUserId: auth.userId });
          status = backTo;
        }
        if (status !== Submitted && status !== InProgress) throw new AppError(409, ORDER_MESSAGES.cannotApprove);
        const number = String(order.number);
        if (await history.partnerKnows(order.id)) {
          await queuePartnerPoll(trx, order.id);
          await audit(status, 'asked');
          return { id: order.id, status, message: fillTemplate(ORDER_MESSAGES.approvalPolled, { number }) };
        }
        await queuePartnerSubmission(trx, order.id);
        await audit(status, 'submitted');
        return { id: order.id, status, message: fillTemplate(ORDER_MESSAGES.approvalRequested, { number }) };
      });
    },
  };
}
