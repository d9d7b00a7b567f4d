import type { Database, PaymentTransactionsTable } from '@labstore/db';
import { ORDER_STATUS, PAYMENT_STATUS } from '@labstore/domain';
import type { Insertable, Kysely } from 'kysely';
import { recordStatusChange } from './order-transitions';
import { ordersRepository } from './orders.repository';
import { queuePartnerSubmission } from './partner-jobs.kinds';
import { paymentsRepository } from './payments.repository';

/** The payment that made an order, as the settlement knows it. */
export type OrderPayment = Omit<Insertable<PaymentTransactionsTable>, 'order_id' | 'status'>;

/**
 * Moves an order, locked and checked by the caller in this transaction, from
 * cart to Submitted with the succeeded payment that made it (docs/security.md
 * "Money"), records the change and queues the order for the partner.
 * Answers the order's number.
 */
export async function submitOrder(trx: Kysely<Database>, orderId: string, payment: OrderPayment): Promise<number> {
  const submitted = await ordersRepository(trx).submit(orderId, payment.amount_cents, payment.provider === 'free');
  // The row is locked and was checked: only a broken invariant lands here.
  if (!submitted) throw new Error('An order checked under its lock could not be submitted.');
  await paymentsRepository(trx).insertPayment({ ...payment, order_id: orderId, status: PAYMENT_STATUS.Succeeded });
  await recordStatusChange(trx, orderId, ORDER_STATUS.Cart, ORDER_STATUS.Submitted, { cause: payment.provider === 'free' ? 'free order confirmed' : 'payment succeeded' });
  // Issue 17: the partner hears of the order once this transaction commits, and only then.
  await queuePartnerSubmission(trx, orderId);
  return submitted.number;
}
