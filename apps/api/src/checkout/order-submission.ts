import type { Database, Order, RefundReason } from '@labstore/db';
import { CART_MESSAGES, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_STATUS_MESSAGES, PROMO_MESSAGES, type CheckoutResult } from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { jobsRepository } from '../jobs/jobs.repository';
import { AppError } from '../lib/app-error';
import { countNothing, type CountOutcome, type PaymentOutcome } from '../lib/outcomes';
import type { CardFacts } from '../payments';
import { promoUses } from '../promo';
import { CHECKOUT_MESSAGES, refundMessage } from './checkout-messages';
import { ordersRepository } from '../orders/orders.repository';
import { REFUND_JOB, REFUND_MAX_ATTEMPTS } from '../orders/payment-jobs.kinds';
import { paymentsRepository } from '../orders/payments.repository';
import { submitOrder } from '../orders/submit-order';

/** What took the money: an intent of a provider, or nothing for a free order. */
export interface Settlement {
  provider: 'stripe' | 'sandbox' | 'free';
  reference: string;
  amountCents: number;
  card: CardFacts | null;
}

/** A payment settled: it made the order, or it is being given back (and the customer is told why). */
export type SettlementOutcome = { kind: 'submitted'; result: CheckoutResult } | { kind: 'refunding'; reason: RefundReason; message: string };

export function submittedResult(orderId: string, number: number): CheckoutResult {
  return { orderId, number, status: ORDER_STATUS.Submitted, paymentStatus: PAYMENT_STATUS.Succeeded, message: PAYMENT_STATUS_MESSAGES.succeeded };
}

/** Why money taken cannot make this order; null when it can. */
async function whyNoOrder(db: Kysely<Database>, order: Order, settlement: Settlement): Promise<RefundReason | null> {
  if (order.status !== ORDER_STATUS.Cart) return (await paymentsRepository(db).succeededPayment(order.id)) ? 'already_paid' : 'order_closed';
  // Issue 14 item 5: the amount paid must be the order's total at this moment, to the cent.
  if (order.order_total_cents !== settlement.amountCents) return 'total_changed';
  if (await promoUses(db).hold(order)) return 'promo_used_up';
  return null;
}

/**
 * Issue 9 "exactly once" and issue 14 "money taken equals submitted totals":
 * under the order's row lock, a payment either makes the order (Submitted,
 * its succeeded payment row, its promo use kept, in one transaction) or, when
 * it cannot (the total changed, the order was paid by another intent or
 * closed, the code ran out), is recorded as owed back and handed to the
 * refund job in the same transaction, so it is given back even if this
 * instance stops now. The same payment settled again (a retry, the webhook
 * after the confirmation) answers as it did the first time. A free order
 * takes no money: it is refused instead.
 */
export async function settlePayment(
  db: Kysely<Database>,
  orderId: string,
  settlement: Settlement,
  log: FastifyBaseLogger,
  countOutcome: CountOutcome<PaymentOutcome> = countNothing,
): Promise<SettlementOutcome> {
  // Issue 21: counted once committed, and only by the settlement that decided it (not its repeats).
  let decided: PaymentOutcome | undefined;
  const outcome = await db.transaction().execute(async (trx): Promise<SettlementOutcome> => {
    const repository = paymentsRepository(trx);
    const order = await ordersRepository(trx).findOrder(orderId, { forUpdate: true });
    if (!order) throw AppError.notFound(CART_MESSAGES.cartNotFound);
    if (await repository.paymentOf(settlement.provider, settlement.reference)) return { kind: 'submitted', result: submittedResult(order.id, order.number) };
    if (settlement.provider !== 'free') {
      const owed = await repository.refundOf(settlement.provider, settlement.reference);
      if (owed) return { kind: 'refunding', reason: owed.reason, message: refundMessage(owed.reason, owed.amount_cents) };
    }
    const reason = await whyNoOrder(trx, order, settlement);
    if (reason === null) {
      const result = await submit(trx, order, settlement);
      decided = settlement.provider === 'free' ? 'free' : 'succeeded';
      return { kind: 'submitted', result };
    }
    if (settlement.provider === 'free') throw new AppError(409, freeRefusal(reason));
    if (await owe(trx, order, { ...settlement, provider: settlement.provider }, reason, log)) decided = 'refund_owed';
    return { kind: 'refunding', reason, message: refundMessage(reason, settlement.amountCents) };
  });
  if (decided) countOutcome(decided);
  return outcome;
}

async function submit(trx: Kysely<Database>, order: Order, settlement: Settlement): Promise<CheckoutResult> {
  const number = await submitOrder(trx, order.id, {
    provider: settlement.provider,
    provider_reference: settlement.reference,
    amount_cents: settlement.amountCents,
    card_type: settlement.card?.cardType ?? null,
    card_last4: settlement.card?.last4 ?? null,
  });
  await promoUses(trx).keep(order.id);
  return submittedResult(order.id, number);
}

/** Records the refund and queues its job; false when it was owed already. */
async function owe(trx: Kysely<Database>, order: Order, settlement: Settlement & { provider: 'stripe' | 'sandbox' }, reason: RefundReason, log: FastifyBaseLogger): Promise<boolean> {
  const repository = paymentsRepository(trx);
  const refund = await repository.recordRefund({
    order_id: order.id,
    provider: settlement.provider,
    provider_intent_id: settlement.reference,
    amount_cents: settlement.amountCents,
    reason,
  });
  const attempt = await repository.findAttempt(settlement.provider, settlement.reference);
  if (attempt) await repository.cancelAttempt(attempt.id, 'refunded');
  if (!refund) return false;
  await jobsRepository(trx).enqueue({ kind: REFUND_JOB, payload: { refundId: refund.id }, maxAttempts: REFUND_MAX_ATTEMPTS });
  log.warn({ orderId: order.id, intentId: settlement.reference, amountCents: settlement.amountCents, reason }, 'a payment could not become an order: it is being refunded');
  return true;
}

function freeRefusal(reason: RefundReason): string {
  if (reason === 'promo_used_up') return PROMO_MESSAGES.usedUp;
  if (reason === 'total_changed') return CHECKOUT_MESSAGES.notFree;
  return CART_MESSAGES.cartNotOpen;
}
