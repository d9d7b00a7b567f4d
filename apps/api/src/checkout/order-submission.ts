import type { Database } from '@labstore/db';
import { CART_MESSAGES, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_STATUS_MESSAGES, type CheckoutResult } from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { recordPromoUse } from '../cart/checkout-support';
import { AppError } from '../lib/app-error';
import type { CardFacts } from '../payments/payment-provider';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { checkoutRepository } from './checkout.repository';

/** What took the money: an intent of a provider, or nothing for a free order. */
export interface Settlement {
  provider: 'stripe' | 'sandbox' | 'free';
  reference: string;
  amountCents: number;
  card: CardFacts | null;
}

export function submittedResult(orderId: string, number: number): CheckoutResult {
  return { orderId, number, status: ORDER_STATUS.Submitted, paymentStatus: PAYMENT_STATUS.Succeeded, message: PAYMENT_STATUS_MESSAGES.succeeded };
}

/**
 * Issue 9 "exactly once": the order moves to Submitted, its succeeded payment
 * row is written and its promo code use is counted, in one transaction. The
 * guarded update lets one caller through; the confirmation, its retries and
 * the webhook that lose the race find the order submitted and answer the same
 * success. The partial unique index on payment_transactions is the backstop.
 */
export async function submitOrder(db: Kysely<Database>, orderId: string, settlement: Settlement, log: FastifyBaseLogger): Promise<CheckoutResult> {
  return db.transaction().execute(async (trx) => {
    const repository = checkoutRepository(trx);
    const submitted = await repository.submit(orderId, settlement.amountCents, settlement.provider === 'free');
    if (!submitted) return alreadySubmitted(trx, orderId, settlement, log);
    await repository.insertPayment({
      order_id: orderId,
      provider: settlement.provider,
      provider_reference: settlement.reference,
      amount_cents: settlement.amountCents,
      status: PAYMENT_STATUS.Succeeded,
      card_type: settlement.card?.cardType ?? null,
      card_last4: settlement.card?.last4 ?? null,
    });
    try {
      await recordPromoUse(trx, orderId);
    } catch (error) {
      // The customer has paid the price the code gave: the order goes through,
      // and the code's limit is passed by this one use.
      if (!(error instanceof AppError)) throw error;
      log.warn({ orderId }, 'a paid order used a promo code past its limit');
    }
    return submittedResult(orderId, submitted.number);
  });
}

async function alreadySubmitted(db: Kysely<Database>, orderId: string, settlement: Settlement, log: FastifyBaseLogger): Promise<CheckoutResult> {
  const repository = checkoutRepository(db);
  const order = await repository.findOrder(orderId);
  if (!order) throw AppError.notFound(CART_MESSAGES.cartNotFound);
  // Still a cart: the total is no longer what was paid (the cart changed after the payment began).
  if (order.status === ORDER_STATUS.Cart) {
    log.warn({ orderId, paidCents: settlement.amountCents, totalCents: order.order_total_cents }, 'a payment does not match the order total');
    throw new AppError(409, CHECKOUT_MESSAGES.totalChanged);
  }
  const payment = await repository.succeededPayment(orderId);
  if (!payment) throw new AppError(409, CART_MESSAGES.cartNotOpen);
  if (payment.provider_reference !== settlement.reference) {
    // A second intent of the same order also succeeded: money to give back, never a second order.
    log.error({ orderId, intentId: settlement.reference }, 'a second payment succeeded for a submitted order; refund it');
  }
  return submittedResult(orderId, order.number);
}
