import type { Database, Order, PaymentTransaction } from '@labstore/db';
import { ORDER_STATUS, type Cart, type OrderResult, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { orderAsCart, wordedCarts } from '../cart';
import { orderHistoryRepository, type OrderItemRow } from '../orders/order-history.repository';
import { ordersRepository } from '../orders/orders.repository';
import { patientsOf, type Patient } from '../profiles';
import { promoRepository } from '../promo';
import { orderResultsOf } from '../results';

/** An order as the order get answers it, who it is for, and its results. */
export interface OrderView {
  order: Order;
  cart: Cart;
  patient: Patient | undefined;
  results: OrderResult[];
}

function groupedBy<T extends { order_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.order_id);
    if (group) group.push(row);
    else groups.set(row.order_id, [row]);
  }
  return groups;
}

/**
 * Orders as the history shows them (spec/02 2.10), in the request's
 * language: each priced by the cart's own mapping, as GET /api/order/get/{id}
 * answers it. Issue 17 Figures: a page is read in a fixed number of
 * statements (lines, payments, fees, promo codes, patients, results and
 * product names, each for every order at once), never one per order.
 */
export async function orderViews(db: Kysely<Database>, orders: readonly Order[], language: SiteLanguage): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const history = orderHistoryRepository(db);
  const [items, payments, settings, promos, patients, results] = await Promise.all([
    history.itemsOfOrders(ids),
    history.cardPaymentsOfOrders(ids),
    ordersRepository(db).feeSettings(),
    promoRepository(db).findByIds(orders.flatMap((order) => (order.promo_code_id ? [order.promo_code_id] : []))),
    patientsOf(db, orders.flatMap((order) => (order.profile_id ? [order.profile_id] : []))),
    orderResultsOf(db, orders),
  ]);
  const itemsByOrder = groupedBy<OrderItemRow>(items);
  const paymentsByOrder = groupedBy<PaymentTransaction>(payments);
  const views = orders.map((order) => ({
    order,
    cart: orderAsCart(
      order,
      itemsByOrder.get(order.id) ?? [],
      settings,
      order.promo_code_id ? promos.get(order.promo_code_id) : undefined,
      order.status === ORDER_STATUS.Cart ? [] : (paymentsByOrder.get(order.id) ?? []),
    ),
    patient: order.profile_id ? patients.get(order.profile_id) : undefined,
    results: results.get(order.id) ?? [],
  }));
  const worded = await wordedCarts(db, language, views.map((view) => view.cart));
  return views.map((view, index) => ({ ...view, cart: worded[index] ?? view.cart }));
}
