import type { Database, Order } from '@labstore/db';
import { approvedListMismatchMessage, CART_MESSAGES, isForbiddenState, ORDER_STATUS, zipMatchesState } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { ordersRepository } from '../orders/orders.repository';
import type { AuthContext } from '../plugins/auth';
import { homeAddressOf } from '../profiles';
import { promoUses } from '../promo';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { prepareCheckout } from './checkout-support';

interface PreparedOrder {
  order: Order;
  /** The server's total after every check: the amount to charge. */
  totalCents: number;
}

/** The caller's own open cart; a cart of anyone else (or of no one) is not found. */
export async function ownOrder(db: Kysely<Database>, auth: AuthContext, orderId: string): Promise<Order> {
  const order = await ordersRepository(db).findOrder(orderId);
  if (!order || order.user_id !== auth.userId) throw AppError.notFound(CART_MESSAGES.cartNotFound);
  return order;
}

/** spec/02 5, 9 and spec/01 2.5: where the customer lives must allow the order. */
async function assertMayOrderFrom(db: Kysely<Database>, order: Order): Promise<void> {
  const home = order.profile_id ? await homeAddressOf(db, order.profile_id) : undefined;
  if (!home) throw new AppError(409, CHECKOUT_MESSAGES.noHomeAddress);
  if (home.state === 'AZ') throw new AppError(403, CHECKOUT_MESSAGES.arizonaOrderBlock);
  if (isForbiddenState(home.state)) throw new AppError(403, CART_MESSAGES.forbiddenState);
  if (!zipMatchesState(home.zip, home.state)) throw new AppError(409, CART_MESSAGES.zipStateMismatch);
}

/**
 * spec/02 4.5 steps 2 and 3, before any payment: the cart is the caller's,
 * its lines are re-checked (inactive ones removed, and that removal kept even
 * though the payment is refused), then the approved-list check. With
 * holdPromoUse, a cart that passes holds its promo code's use in the same
 * transaction (issue 14): a code that ran out is refused before any card is
 * charged.
 */
export async function prepareOrder(db: Kysely<Database>, auth: AuthContext, orderId: string, { holdPromoUse = false } = {}): Promise<PreparedOrder> {
  const order = await ownOrder(db, auth, orderId);
  if (order.status !== ORDER_STATUS.Cart) throw new AppError(409, CART_MESSAGES.cartNotOpen);
  await assertMayOrderFrom(db, order);
  const { prepared, promoRefusal } = await db.transaction().execute(async (trx) => {
    const prepared = await prepareCheckout(trx, orderId, auth);
    const passes = prepared.removedNotices.length === 0 && prepared.notApprovedNames.length === 0 && prepared.cart.items.length > 0;
    return { prepared, promoRefusal: holdPromoUse && passes ? await promoUses(trx).hold(prepared.order) : null };
  });
  if (prepared.removedNotices.length > 0) throw new AppError(409, prepared.removedNotices.map((notice) => notice.message).join('\n'));
  if (prepared.notApprovedNames.length > 0) throw new AppError(409, approvedListMismatchMessage(prepared.notApprovedNames));
  if (prepared.cart.items.length === 0) throw new AppError(409, CART_MESSAGES.emptyCheckout);
  if (promoRefusal) throw new AppError(409, promoRefusal);
  return { order, totalCents: prepared.orderTotalCents };
}
