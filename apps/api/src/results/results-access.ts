import type { Database, Order } from '@labstore/db';
import { ORDER_STATUS, RESULTS_MESSAGES } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { ordersRepository } from '../orders/orders.repository';
import type { AuthContext } from '../plugins/auth';
import { readerOf, type Reader } from './health-reads';

/**
 * docs/decisions.md "After the order": a submitted order's results and
 * documents are its owner's, and every administrator's. Anyone else, a cart
 * or an order of no account are told it does not exist (404), so its
 * existence is not revealed. Arizona customers keep these reads (spec/02 9):
 * no state is checked here.
 */
export async function reachResultsOrder(db: Kysely<Database>, orderId: string, auth: AuthContext): Promise<{ order: Order; reader: Reader }> {
  const order = await ordersRepository(db).findOrder(orderId);
  if (!order || order.status === ORDER_STATUS.Cart || order.user_id === null) throw AppError.notFound(RESULTS_MESSAGES.orderNotFound);
  if (order.user_id !== auth.userId && !auth.isAdmin) throw AppError.notFound(RESULTS_MESSAGES.orderNotFound);
  return { order, reader: readerOf(auth, order.user_id) };
}
