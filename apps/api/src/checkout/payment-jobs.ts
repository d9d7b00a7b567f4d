import type { Database } from '@labstore/db';
import { ORDER_STATUS } from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JobHandler } from '../jobs/job-worker';
import type { CountOutcome, PaymentOutcome } from '../lib/outcomes';
import type { PaymentProvider, ProviderIntent } from '../payments';
import { ordersRepository } from '../orders/orders.repository';
import { paymentsRepository, type CheckoutAttempt } from '../orders/payments.repository';
import { promoUses } from '../promo';
import { settlePayment, type SettlementOutcome } from './order-submission';

interface PaymentJobDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Issue 21: the metrics' count of payment outcomes (lib/outcomes.ts); none when a test builds the deps by hand. */
  countOutcome?: CountOutcome<PaymentOutcome> | undefined;
}

/** A succeeded intent makes its order or is given back (order-submission.ts), whoever notices it first. */
export function settleIntent({ db, provider, log, countOutcome }: PaymentJobDeps, intent: ProviderIntent, orderId: string): Promise<SettlementOutcome> {
  return settlePayment(db, orderId, { provider: provider.name, reference: intent.id, amountCents: intent.amountCents, card: intent.card }, log, countOutcome);
}

/**
 * Cancels an intent at the provider so it can take no money. One that
 * succeeded first is settled instead (its order made, or its money owed
 * back). With no intent left open, the order's promo use is given back.
 */
export async function cancelAtProvider(deps: PaymentJobDeps, attempt: CheckoutAttempt, reason: 'cart_changed' | 'abandoned'): Promise<void> {
  const intent = await deps.provider.cancelIntent(attempt.provider_intent_id);
  if (intent?.status === 'succeeded') {
    await settleIntent(deps, intent, attempt.order_id);
    return;
  }
  // 'processing': the money is on its way; the job tries again and settles it once it has arrived.
  if (intent?.status === 'processing') throw new Error('The intent is still processing; its cancel waits.');
  await deps.db.transaction().execute(async (trx) => {
    const repository = paymentsRepository(trx);
    const order = await ordersRepository(trx).findOrder(attempt.order_id, { forUpdate: true });
    await repository.cancelAttempt(attempt.id, reason);
    if (order?.status === ORDER_STATUS.Cart && (await repository.openAttempts(order.id)).length === 0) await promoUses(trx).release(order.id);
  });
  deps.countOutcome?.('voided');
}

const refundPayload = z.object({ refundId: z.uuid() });
const orderPayload = z.object({ orderId: z.uuid() });
const attemptPayload = z.object({ attemptId: z.uuid(), cancelIfOpen: z.boolean() });

/** Gives back the money of a payment that could not become an order; the provider makes one refund per intent. */
export function refundJob({ db, provider, log, countOutcome }: PaymentJobDeps): JobHandler {
  return {
    async run(payload) {
      const { refundId } = refundPayload.parse(payload);
      const refund = await paymentsRepository(db).findRefund(refundId);
      if (!refund || refund.status === 'refunded') return;
      const { refundId: providerRefundId } = await provider.refundIntent(refund.provider_intent_id);
      await paymentsRepository(db).settleRefund(refund.id, { providerRefundId });
      countOutcome?.('refunded');
      log.info({ orderId: refund.order_id, intentId: refund.provider_intent_id, amountCents: refund.amount_cents }, 'a payment that made no order was refunded');
    },
    async failed(payload, { error, retryAt }, trx) {
      const parsed = refundPayload.safeParse(payload);
      if (!parsed.success || retryAt) return;
      await paymentsRepository(trx).settleRefund(parsed.data.refundId, { error });
      countOutcome?.('refund_failed');
      log.error({ refundId: parsed.data.refundId }, 'a refund failed for good: an operator must give the money back by hand');
    },
  };
}

/** Cancels the order's intents whose amount is no longer its total (queued by the cart change). */
export function staleIntentsJob(deps: PaymentJobDeps): JobHandler {
  return {
    async run(payload) {
      const { orderId } = orderPayload.parse(payload);
      const repository = paymentsRepository(deps.db);
      const order = await ordersRepository(deps.db).findOrder(orderId);
      if (!order) return;
      for (const attempt of await repository.openAttempts(orderId)) {
        const inStep = order.status === ORDER_STATUS.Cart && attempt.amount_cents === order.order_total_cents;
        if (!inStep && attempt.provider === deps.provider.name) await cancelAtProvider(deps, attempt, 'cart_changed');
      }
    },
  };
}

/**
 * An intent looked at after its confirmation should have ended: paid, it is
 * settled (the instance that confirmed it may have stopped); still open once
 * its lifetime is over, it is canceled so it can never be charged.
 */
export function settleAttemptJob(deps: PaymentJobDeps): JobHandler {
  return {
    async run(payload) {
      const { attemptId, cancelIfOpen } = attemptPayload.parse(payload);
      const attempt = await paymentsRepository(deps.db).findAttemptById(attemptId);
      if (!attempt || attempt.canceled_at || attempt.provider !== deps.provider.name) return;
      const intent = await deps.provider.retrieveIntent(attempt.provider_intent_id);
      if (!intent) return;
      if (intent.status === 'succeeded') await settleIntent(deps, intent, attempt.order_id);
      else if (cancelIfOpen) await cancelAtProvider(deps, attempt, 'abandoned');
    },
  };
}
