import type { Database } from '@labstore/db';
import {
  CART_MESSAGES,
  fromCents,
  ORDER_STATUS,
  PAYMENT_STATUS,
  PAYMENT_STATUS_MESSAGES,
  PAYMENT_TYPE_CARD,
  paymentErrorMessage,
  type CheckoutResult,
  type PaymentConfirmationBody,
  type PaymentIntentResponse,
} from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { countNothing, type CountOutcome, type PaymentOutcome } from '../lib/outcomes';
import { ATTEMPT_LIFETIME_MS, CONFIRMATION_RECOVERY_MS, queueAttemptSettlement } from '../orders/payment-jobs.kinds';
import { paymentsRepository, type CheckoutAttempt } from '../orders/payments.repository';
import type { AuthContext } from '../plugins/auth';
import { cardsService, providerCustomerOf, type PaymentProvider, type ProviderIntent } from '../payments';
import { CHECKOUT_MESSAGES, refundMessage } from './checkout-messages';
import { ownOrder, prepareOrder } from './checkout-preparation';
import { settlePayment, submittedResult, type SettlementOutcome } from './order-submission';
import { cancelAtProvider, settleIntent } from './payment-jobs';

/** Stripe charges no less than $0.50 in USD; the sandbox follows it. */
const MIN_CARD_CHARGE_CENTS = 50;

/** A confirmation answered before the money has settled (202): the webhook submits the order later. */
interface PendingConfirmation {
  statusCode: 202;
  result: CheckoutResult;
}

const REUSABLE: ReadonlySet<ProviderIntent['status']> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded']);

/** The answer for a settled payment: the order, or the refund the customer is told of (409). */
function answerOf(outcome: SettlementOutcome): CheckoutResult {
  if (outcome.kind === 'refunding') throw new AppError(409, outcome.message);
  return outcome.result;
}

/**
 * spec/02 4.5: the payment intent, the confirmation (the browser's word is
 * never taken: the provider is asked), the free order and the webhook.
 * Issue 14: the money taken always equals the totals of submitted orders
 * (docs/security.md "Money").
 */
export function checkoutService(db: Kysely<Database>, provider: PaymentProvider, log: FastifyBaseLogger, countOutcome: CountOutcome<PaymentOutcome> = countNothing) {
  const cards = cardsService(db, provider);
  const jobDeps = { db, provider, log, countOutcome };

  /** Intents of the order at another amount can no longer be paid: they are canceled first. */
  async function cancelOtherAttempts(orderId: string, amountCents: number): Promise<void> {
    for (const attempt of await paymentsRepository(db).openAttempts(orderId)) {
      if (attempt.amount_cents !== amountCents || attempt.provider !== provider.name) await cancelAtProvider(jobDeps, attempt, 'cart_changed');
    }
  }

  /** The same intent for every retry of an attempt at one amount; a new one (and the old ones canceled) when the amount changed. */
  async function intentFor(auth: AuthContext, orderId: string, amountCents: number): Promise<ProviderIntent> {
    const repository = paymentsRepository(db);
    const [latest] = await repository.openAttempts(orderId);
    if (latest && latest.provider === provider.name && latest.amount_cents === amountCents) {
      const existing = await provider.retrieveIntent(latest.provider_intent_id);
      if (existing && REUSABLE.has(existing.status)) return existing;
    }
    await cancelOtherAttempts(orderId, amountCents);
    const providerCustomerId = await providerCustomerOf(db, provider, auth.userId);
    // Numbered: an amount seen again after a cancel gets a new intent, not the canceled one.
    const attemptNumber = (await repository.countAttempts(orderId)) + 1;
    const intent = await provider.createIntent({ orderId, amountCents, idempotencyKey: `checkout-intent:${orderId}:${amountCents}:${attemptNumber}`, customerUserId: auth.userId, providerCustomerId });
    await db.transaction().execute(async (trx) => {
      const attemptId = await paymentsRepository(trx).recordAttempt({ order_id: orderId, provider: provider.name, provider_intent_id: intent.id, amount_cents: amountCents });
      await queueAttemptSettlement(trx, attemptId, { afterMs: ATTEMPT_LIFETIME_MS, cancelIfOpen: true });
    });
    return intent;
  }

  /** An order already submitted answers its success again (a retried or concurrent confirmation). */
  async function answerIfSubmitted(orderId: string, status: number, number: number): Promise<CheckoutResult | undefined> {
    if (status === ORDER_STATUS.Cart) return undefined;
    if (await paymentsRepository(db).succeededPayment(orderId)) return submittedResult(orderId, number);
    throw new AppError(409, CART_MESSAGES.cartNotOpen);
  }

  /** Runs a check that refuses a closed order; when a concurrent confirmation submitted it meanwhile, its success is the answer. */
  async function orSubmittedMeanwhile(auth: AuthContext, orderId: string, check: () => Promise<unknown>): Promise<CheckoutResult | undefined> {
    try {
      await check();
      return undefined;
    } catch (error) {
      const now = await ownOrder(db, auth, orderId);
      const done = await answerIfSubmitted(now.id, now.status, now.number);
      if (done) return done;
      throw error;
    }
  }

  /** The attempt a confirmation pays: the order's newest intent that can still take money. */
  async function attemptToConfirm(orderId: string): Promise<CheckoutAttempt> {
    const repository = paymentsRepository(db);
    const [open] = await repository.openAttempts(orderId);
    if (open && open.provider === provider.name) return open;
    const latest = await repository.latestAttempt(orderId);
    const refund = latest?.cancel_reason === 'refunded' ? await repository.refundOf(latest.provider, latest.provider_intent_id) : undefined;
    if (refund) throw new AppError(409, refundMessage(refund.reason, refund.amount_cents));
    if (latest?.cancel_reason === 'cart_changed' || latest?.cancel_reason === 'abandoned') throw new AppError(409, CHECKOUT_MESSAGES.paymentCanceled);
    throw new AppError(409, CHECKOUT_MESSAGES.noPaymentStarted);
  }

  /**
   * Before a card is charged by our server, the order is checked again (its
   * lines, its promo use held): an intent whose amount is no longer the
   * total is canceled, so nothing is taken.
   */
  async function recheckBeforeCharge(auth: AuthContext, attempt: CheckoutAttempt): Promise<void> {
    const { totalCents } = await prepareOrder(db, auth, attempt.order_id, { holdPromoUse: true });
    if (totalCents === attempt.amount_cents) return;
    await cancelAtProvider(jobDeps, attempt, 'cart_changed');
    throw new AppError(409, CHECKOUT_MESSAGES.totalChanged);
  }

  async function saveCardQuietly(auth: AuthContext, paymentMethodId: string): Promise<void> {
    try {
      await cards.add(auth, auth.userId, PAYMENT_TYPE_CARD, paymentMethodId);
    } catch (error) {
      // The order is paid either way; a card already saved (or expired) is simply not saved again.
      if (!(error instanceof AppError)) throw error;
      log.info({ reason: error.message }, 'the card used for a payment was not saved');
    }
  }

  return {
    async createIntent(auth: AuthContext, orderId: string): Promise<PaymentIntentResponse> {
      const { totalCents } = await prepareOrder(db, auth, orderId, { holdPromoUse: true });
      if (totalCents === 0) throw new AppError(409, CHECKOUT_MESSAGES.freeOrder);
      if (totalCents < MIN_CARD_CHARGE_CENTS) throw new AppError(409, CHECKOUT_MESSAGES.belowCardMinimum);
      const intent = await intentFor(auth, orderId, totalCents);
      if (intent.status === 'succeeded') {
        // Paid already, and neither the browser nor the webhook told us: the order is settled now.
        answerOf(await settleIntent(jobDeps, intent, orderId));
        throw new AppError(409, CART_MESSAGES.cartNotOpen);
      }
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: fromCents(intent.amountCents),
        provider: provider.name,
        publishableKey: provider.publishableKey,
      };
    },

    async confirm(auth: AuthContext, body: PaymentConfirmationBody): Promise<CheckoutResult | PendingConfirmation> {
      const order = await ownOrder(db, auth, body.orderId);
      const submitted = await answerIfSubmitted(order.id, order.status, order.number);
      if (submitted) return submitted;
      const attempt = await attemptToConfirm(order.id);
      const paymentMethodId = body.paymentMethodId ?? (body.cardId ? await cards.paymentMethodOf(auth, body.cardId) : null);
      let intent: ProviderIntent | null;
      if (paymentMethodId) {
        const submittedMeanwhile = await orSubmittedMeanwhile(auth, order.id, () => recheckBeforeCharge(auth, attempt));
        if (submittedMeanwhile) return submittedMeanwhile;
        // Should this instance stop between the charge and the settlement, a job settles the payment.
        await queueAttemptSettlement(db, attempt.id, { afterMs: CONFIRMATION_RECOVERY_MS, cancelIfOpen: false });
        intent = await provider.confirmIntent(attempt.provider_intent_id, paymentMethodId, { saveForLater: Boolean(body.saveCard && body.paymentMethodId) });
      } else {
        intent = await provider.retrieveIntent(attempt.provider_intent_id);
      }
      if (!intent || intent.orderId !== order.id) throw new AppError(409, CHECKOUT_MESSAGES.noPaymentStarted);
      if (intent.status === 'processing') {
        return { statusCode: 202, result: { orderId: order.id, number: order.number, status: ORDER_STATUS.Cart, paymentStatus: PAYMENT_STATUS.Processing, message: PAYMENT_STATUS_MESSAGES.processing } };
      }
      if (intent.status === 'canceled') throw new AppError(409, CHECKOUT_MESSAGES.paymentCanceled);
      if (intent.status !== 'succeeded') {
        // Whatever the browser claimed, nothing moves: the cart stays as it was.
        countOutcome('declined');
        throw new AppError(402, intent.lastFailure ? paymentErrorMessage(intent.lastFailure.message) : PAYMENT_STATUS_MESSAGES.failed);
      }
      // Issue 14 item 5: the intent paid the amount it was made for; the settlement checks it against the order's total.
      if (intent.amountCents !== attempt.amount_cents) log.error({ orderId: order.id, intentId: intent.id }, 'a provider answered an amount other than the intent was made for');
      const result = answerOf(await settleIntent(jobDeps, intent, order.id));
      if (body.saveCard && body.paymentMethodId) await saveCardQuietly(auth, body.paymentMethodId);
      return result;
    },

    async confirmFree(auth: AuthContext, orderId: string): Promise<CheckoutResult> {
      const order = await ownOrder(db, auth, orderId);
      const submitted = await answerIfSubmitted(order.id, order.status, order.number);
      if (submitted) return submitted;
      const submittedMeanwhile = await orSubmittedMeanwhile(auth, order.id, async () => {
        const { totalCents } = await prepareOrder(db, auth, orderId, { holdPromoUse: true });
        if (totalCents !== 0) throw new AppError(409, CHECKOUT_MESSAGES.notFree);
      });
      if (submittedMeanwhile) return submittedMeanwhile;
      return answerOf(await settlePayment(db, orderId, { provider: 'free', reference: `free:${orderId}`, amountCents: 0, card: null }, log, countOutcome));
    },

    /** The provider's word that an intent succeeded, when the browser may never come back. */
    async paymentSucceeded(announced: ProviderIntent): Promise<void> {
      const attempt = await paymentsRepository(db).findAttempt(provider.name, announced.id);
      if (!attempt) {
        // Not an intent of our checkout (made elsewhere in the provider's dashboard): not ours to settle.
        log.warn({ intentId: announced.id }, 'a succeeded payment names no checkout attempt of ours');
        return;
      }
      // The event names the intent; the provider says what it took (an event's body is never the word on an amount).
      const intent = await provider.retrieveIntent(announced.id);
      if (intent?.status !== 'succeeded' || intent.orderId !== attempt.order_id) {
        log.warn({ intentId: announced.id }, 'a payment announced as succeeded has not succeeded at the provider for its order');
        return;
      }
      // A refusal is recorded and refunded by the settlement; the event is handled and Stripe need not send it again.
      await settleIntent(jobDeps, intent, attempt.order_id);
    },
  };
}
