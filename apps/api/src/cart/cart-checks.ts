import type { Database, Order } from '@labstore/db';
import { CART_MESSAGES, inactiveAtCheckoutMessage, type Notice } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { ordersRepository, type CartItemRow } from '../orders/orders.repository';
import { promoRefusal, promoRepository, promoUses } from '../promo';
import { groupLines, withoutLines } from './cart.mapper';

/**
 * spec/02 4.3, 4.5, 8: lines whose product or a member of it is no longer
 * active are deleted, each named (the inactive test) in a block notice.
 * Answers the notices and the rows that remain.
 */
async function removeInactiveLines(db: Kysely<Database>, order: Order, rows: CartItemRow[]): Promise<{ rows: CartItemRow[]; notices: Notice[] }> {
  const inactive = groupLines(rows)
    .map(({ row, members }) => ({ itemId: row.id, names: [row, ...members].filter((product) => !product.is_active).map((product) => product.name) }))
    .filter((line) => line.names.length > 0);
  if (inactive.length === 0) return { rows, notices: [] };
  const removed = inactive.map((line) => line.itemId);
  await ordersRepository(db).deleteItems(order.id, removed);
  return {
    rows: withoutLines(rows, removed),
    notices: inactive.map((line) => ({ type: 'block', message: inactiveAtCheckoutMessage(line.names.join(', ')) })),
  };
}

/**
 * spec/02 4.4: the code on the order is re-applied silently; if it can no
 * longer be used (ended, used up, no matching test left), it is removed and a
 * block notice asks the customer to contact support. Answers the order as it
 * now is.
 */
export async function recheckPromo(db: Kysely<Database>, order: Order, rows: readonly CartItemRow[]): Promise<{ order: Order; notices: Notice[] }> {
  if (!order.promo_code_id) return { order, notices: [] };
  const promo = await promoRepository(db).findById(order.promo_code_id);
  const refusal = promoRefusal(promo, {
    ...(await promoUses(db).useContext({ ...order, promo_code_id: order.promo_code_id })),
    cartProductIds: rows.filter((row) => row.parent_item_id === null).map((row) => row.product_id),
  });
  if (refusal === null) return { order, notices: [] };
  await ordersRepository(db).setPromoCode(order.id, null);
  return { order: { ...order, promo_code_id: null }, notices: [{ type: 'block', message: CART_MESSAGES.promoReapplyFailed }] };
}

/** As the cart opens and before a checkout: inactive lines go, then the promo code is re-checked. */
export async function refreshCart(db: Kysely<Database>, order: Order): Promise<{ order: Order; rows: CartItemRow[]; notices: Notice[] }> {
  const active = await removeInactiveLines(db, order, await ordersRepository(db).itemsOf(order.id));
  const promo = await recheckPromo(db, order, active.rows);
  return { order: promo.order, rows: active.rows, notices: [...active.notices, ...promo.notices] };
}
