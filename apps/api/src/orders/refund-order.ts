import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { jobsRepository } from '../jobs/jobs.repository';
import { REFUND_JOB, REFUND_MAX_ATTEMPTS } from './payment-jobs.kinds';
import { paymentsRepository } from './payments.repository';

/**
 * Issue 17: a paid order that is canceled or rejected gives its payment back,
 * in full (docs/decisions.md "After the order"). Called in the transaction
 * that moves the order, so the refund is owed exactly when the order closes:
 * the refund job (checkout/payment-jobs.ts) gives it back even if this
 * instance stops now. A free order has nothing to give back. Answers the
 * amount owed back, 0 when none.
 */
export async function refundOrder(trx: Kysely<Database>, orderId: string, reason: 'order_canceled' | 'order_rejected'): Promise<number> {
  const repository = paymentsRepository(trx);
  const payment = await repository.succeededPayment(orderId);
  if (!payment || payment.provider === 'free' || payment.amount_cents <= 0) return 0;
  const refund = await repository.recordRefund({
    order_id: orderId,
    provider: payment.provider,
    provider_intent_id: payment.provider_reference,
    amount_cents: payment.amount_cents,
    reason,
  });
  // Already owed (a retried cancel): the first record stands and its job runs.
  if (!refund) return payment.amount_cents;
  await jobsRepository(trx).enqueue({ kind: REFUND_JOB, payload: { refundId: refund.id }, maxAttempts: REFUND_MAX_ATTEMPTS });
  return payment.amount_cents;
}
