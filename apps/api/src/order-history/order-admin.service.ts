import type { Database } from '@labstore/db';
import {
  adminDayRange,
  fillTemplate,
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_FILTER_ALL,
  statusesInFilter,
  type AdminTransactionList,
  type AdminTransactionsQuery,
  type OrderActionResult,
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
import { accountHoldersOf, usersMatching } from '../profiles';
import { toAdminTransaction } from './admin-transaction.mapper';
import { assertReaches } from './order-history.service';
import { orderViews } from './order-views';

const { Submitted, InProgress, ExternalApiError } = ORDER_STATUS;

/** A search by user names at most this many customers. */
const SEARCH_USER_LIMIT = 200;

/**
 * spec/03 2 Transactions: the first dash-separated part of the search text,
 * when a number, is the order number; otherwise the search is by user (part
 * of a name or e-mail of one of the account's profiles). `searchUser` and
 * `number` name the kind outright (spec/03 7 "searchUser or number").
 */
async function searchFilter(db: Kysely<Database>, query: AdminTransactionsQuery): Promise<Pick<OrderListFilter, 'number' | 'userIds'>> {
  if (query.number !== undefined) return { number: query.number };
  if (query.searchUser) return { userIds: await usersMatching(db, query.searchUser, SEARCH_USER_LIMIT) };
  if (!query.search) return {};
  const first = query.search.split('-')[0]?.trim() ?? '';
  if (/^\d{1,9}$/.test(first)) return { number: Number(first) };
  return { userIds: await usersMatching(db, query.search, SEARCH_USER_LIMIT) };
}

/** Which orders the query selects, and which page of them. */
async function listFilter(db: Kysely<Database>, query: AdminTransactionsQuery): Promise<OrderListFilter> {
  const { from, before } = adminDayRange({ dateStart: query.createdDateFrom, dateEnd: query.createdDateTo });
  return {
    statuses: statusesInFilter(query.status ?? ORDER_STATUS_FILTER_ALL),
    ...(await searchFilter(db, query)),
    createdFrom: from,
    createdBefore: before,
    promoOnly: query.isPromo === true,
    freeOnly: query.isFree === true,
    skip: query.$skip,
    top: query.$top,
  };
}

/** The administrators' order calls (spec/03 7 Orders; docs/decisions.md "After the order"). */
export function orderAdminService(db: Kysely<Database>) {
  return {
    /** GET /api/order/browse: every order, carts and removed ones included, newest first (spec/03 2, 7). */
    async browse(query: AdminTransactionsQuery, language: SiteLanguage): Promise<AdminTransactionList> {
      const { orders, count } = await orderHistoryRepository(db).listOrders(await listFilter(db, query));
      const [views, holders] = await Promise.all([orderViews(db, orders, language), accountHoldersOf(db, orders.flatMap((order) => (order.user_id ? [order.user_id] : [])))]);
      return { items: views.map((view) => toAdminTransaction(view, view.order.user_id ? holders.get(view.order.user_id) : undefined)), count };
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
