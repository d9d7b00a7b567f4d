import type { Database, Order } from '@labstore/db';
import { missingFromApprovedList, PRODUCT_TYPE, toCents, type ApprovalProduct, type Cart, type Notice } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { priceCart, refreshCart } from '../cart';
import { approvedTestsRepository, listApprovedProducts } from '../catalogue';
import { lockOpenCart, reachOrder } from '../orders/order-access';
import { ordersRepository } from '../orders/orders.repository';
import type { AuthContext } from '../plugins/auth';

// The cart's checks and pricing as the checkout runs them inside its own transactions.

export interface CheckoutPreparation {
  /** The order as locked and checked (its promo code removed when it no longer applies). */
  order: Order;
  /** The cart after the checks, repriced and stored. */
  cart: Cart;
  /** The stored total in cents after the checks: the amount to charge. */
  orderTotalCents: number;
  /** Block notices: lines removed as inactive, a promo code that no longer applies. */
  removedNotices: Notice[];
  /** spec/02 4.5 step 3: the tests failing the approved-list check (Error 101), in cart order. */
  notApprovedNames: string[];
}

/** The products the partner fills: single tests, and each panel's members in its place. */
function testsToApprove(cart: Cart): Array<ApprovalProduct & { name: string }> {
  const products = cart.items.flatMap((item) => (item.product.productType === PRODUCT_TYPE.Panel && item.children.length > 0 ? item.children.map((child) => child.product) : [item.product]));
  return products.map((product) => ({ id: product.id, productType: product.productType, name: product.name }));
}

/**
 * spec/02 4.5: locks the cart (the caller must reach it and it must still be
 * a cart), deletes lines found inactive, re-checks the promo code, reprices,
 * then runs the approved-list check (type 16 exempt).
 */
export async function prepareCheckout(trx: Kysely<Database>, orderId: string, caller: AuthContext | null): Promise<CheckoutPreparation> {
  const order = await lockOpenCart(ordersRepository(trx), orderId, caller);
  const refreshed = await refreshCart(trx, order);
  const cart = await priceCart(trx, refreshed.order, [], refreshed.rows);
  const approved = new Set((await listApprovedProducts(approvedTestsRepository(trx))).map((product) => product.id));
  const missing = missingFromApprovedList(testsToApprove(cart), approved);
  return {
    order: refreshed.order,
    cart,
    orderTotalCents: toCents(cart.orderTotal),
    removedNotices: refreshed.notices,
    notApprovedNames: [...new Set(missing.map((product) => product.name))],
  };
}

/** The order as the caller may see it, priced, without the checks of opening a cart (answers after a submit, receipts). */
export async function loadCart(db: Kysely<Database>, orderId: string, caller: AuthContext | null): Promise<Cart> {
  return priceCart(db, await reachOrder(ordersRepository(db), orderId, caller));
}
