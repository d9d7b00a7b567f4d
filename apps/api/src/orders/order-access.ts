import type { Order } from '@labstore/db';
import { CART_MESSAGES, ORDER_STATUS } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import { UNAUTHORIZED_MESSAGE, type AuthContext } from '../plugins/auth';
import type { OrdersRepository } from './orders.repository';

/**
 * docs/decisions.md "Guest carts are server carts reached by their id": an
 * ownerless cart is reached by its id alone; an owned one by its owner's
 * session (none: 401) and by administrators. Anyone else is told it does not
 * exist (404), so its existence is not revealed.
 */
export async function reachOrder(repository: OrdersRepository, orderId: string, auth: AuthContext | null, options: { forUpdate?: boolean } = {}): Promise<Order> {
  const order = await repository.findOrder(orderId, options);
  if (!order) throw AppError.notFound(CART_MESSAGES.cartNotFound);
  if (order.user_id === null) return order;
  if (!auth) throw new AppError(401, UNAUTHORIZED_MESSAGE);
  if (order.user_id !== auth.userId && !auth.isAdmin) throw AppError.notFound(CART_MESSAGES.cartNotFound);
  return order;
}

/** Submitted orders keep their tests. */
export function assertOpenCart(order: Order): void {
  if (order.status !== ORDER_STATUS.Cart) throw new AppError(409, CART_MESSAGES.cartNotOpen);
}

/** Locks an order the caller may change: reached, and still a cart. */
export async function lockOpenCart(repository: OrdersRepository, orderId: string, auth: AuthContext | null): Promise<Order> {
  const order = await reachOrder(repository, orderId, auth, { forUpdate: true });
  assertOpenCart(order);
  return order;
}
