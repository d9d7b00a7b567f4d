import type { Database, Order } from '@labstore/db';
import { ORDER_STATUS, type OrderStatus } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

// Issue 17: the one place an order's status changes after checkout. spec/02
// 4.1 names the statuses and leaves the transitions open; the ones allowed
// are decided in docs/decisions.md "After the order" and enforced here, and
// every change is recorded with its time and cause (order_status_history).

const { Cart, Submitted, InProgress, Completed, Rejected, Canceled, ExternalApiError } = ORDER_STATUS;

/** From each status, the statuses it may move to. Completed, Rejected and Canceled are final. */
const ALLOWED = new Map<number, readonly OrderStatus[]>([
  [Cart, [Submitted]],
  // Approved by the physician, refused, canceled before approval, or the partner could not be reached.
  [Submitted, [InProgress, Rejected, Canceled, ExternalApiError]],
  // Results arrive, an administrator cancels, or the partner could not be reached for the results.
  [InProgress, [Completed, Canceled, ExternalApiError]],
  // An administrator retries (back to where it was) or cancels; the partner may still answer.
  [ExternalApiError, [Submitted, InProgress, Completed, Rejected, Canceled]],
]);

export function canMoveOrder(from: number, to: OrderStatus): boolean {
  return ALLOWED.get(from)?.includes(to) ?? false;
}

/** Why a status changed: what caused it, and which person if one did. */
export interface StatusCause {
  cause: string;
  actorUserId?: string | null | undefined;
}

export class OrderTransitionRefused extends Error {
  constructor(
    readonly from: number,
    readonly to: OrderStatus,
  ) {
    super(`An order cannot move from status ${from} to ${to}.`);
  }
}

/**
 * Moves an order, locked by the caller in this transaction, to a new status
 * and records the change. Refuses a transition that is not allowed, so no
 * caller (cart, checkout, partner jobs, history, admin) can skip a rule.
 */
export async function moveOrder(trx: Kysely<Database>, order: Pick<Order, 'id' | 'status'>, to: OrderStatus, why: StatusCause): Promise<void> {
  if (!canMoveOrder(order.status, to)) throw new OrderTransitionRefused(order.status, to);
  await trx.updateTable('orders').set({ status: to, updated_at: sql<Date>`now()` }).where('id', '=', order.id).where('status', '=', order.status).executeTakeFirstOrThrow();
  await recordStatusChange(trx, order.id, order.status, to, why);
}

/** Records a change made elsewhere in this module (the submission sets more than the status). */
export async function recordStatusChange(trx: Kysely<Database>, orderId: string, from: number, to: number, why: StatusCause): Promise<void> {
  await trx
    .insertInto('order_status_history')
    .values({ order_id: orderId, from_status: from, to_status: to, cause: why.cause.slice(0, 2000), actor_user_id: why.actorUserId ?? null })
    .execute();
}

/** An order's status changes, oldest first. */
export function statusHistory(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('order_status_history').selectAll().where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();
}
