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
import type { AuthContext } from '../plugins/auth';
import { cardsService } from '../payments/cards.service';
import { providerCustomerOf } from '../payments/payment-customers';
import type { PaymentProvider, ProviderIntent } from '../payments/payment-provider';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { ownOrder, prepareOrder } from './checkout-preparation';
import { checkoutRepository } from './checkout.repository';
import { submitOrder, submittedResult } from './order-submission';

/** Stripe charges no less than $0.50 in USD; the sandbox follows it. */
const MIN_CARD_CHARGE_CENTS = 50;

/** A confirmation answered before the money has settled (202): the webhook submits the order later. */
interface PendingConfirmation {
  statusCode: 202;
  result: CheckoutResult;
}

const REUSABLE: ReadonlySet<ProviderIntent['status']> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded']);

/**
 * spec/02 4.5: the payment intent, the confirmation (the browser's word is
 * never taken: the provider is asked), the free order and the webhook.
 */
export function checkoutService(db: Kysely<Database>, provider: PaymentProvider) {
  const cards = cardsService(db, provider);

  /** The same intent for every retry of an attempt at one amount; a new one when the amount changed. */
  async function intentFor(auth: AuthContext, orderId: string, amountCents: number): Promise<ProviderIntent> {
    const repository = checkoutRepository(db);
    const latest = await repository.latestAttempt(orderId);
    if (latest && latest.provider === provider.name && latest.amount_cents === amountCents) {
      const existing = await provider.retrieveIntent(latest.provider_intent_id);
      if (existing && REUSABLE.has(existing.status)) return existing;
    }
    const providerCustomerId = await providerCustomerOf(db, provider, auth.userId);
    const intent = await provider.createIntent({ orderId, amountCents, idempotencyKey: `checkout-intent:${orderId}:${amountCents}`, customerUserId: auth.userId, providerCustomerId });
    await repository.recordAttempt({ order_id: orderId, provider: provider.name, provider_intent_id: intent.id, amount_cents: amountCents });
    return intent;
  }

  /** An order already submitted answers its success again (a retried or concurrent confirmation). */
  async function answerIfSubmitted(orderId: string, status: number, number: number): Promise<CheckoutResult | undefined> {
    if (status === ORDER_STATUS.Cart) return undefined;
    if (await checkoutRepository(db).succeededPayment(orderId)) return submittedResult(orderId, number);
    throw new AppError(409, CART_MESSAGES.cartNotOpen);
  }

  async function saveCardQuietly(auth: AuthContext, paymentMethodId: string, log: FastifyBaseLogger): Promise<void> {
    try {
      await cards.add(auth, auth.userId, PAYMENT_TYPE_CARD, paymentMethodId);
    } catch (error) {
      // The order is paid either way; a card already saved (or expired) is simply not saved again.
      if (!(error instanceof AppError)) throw error;
      log.info({ reason: error.message }, 'the card used for a payment was not saved');
    }
  }

  return {
    async createIntent(auth: AuthContext, orderId: string, log: FastifyBaseLogger): Promise<PaymentIntentResponse> {
      const { totalCents } = await prepareOrder(db, auth, orderId);
      if (totalCents === 0) throw new AppError(409, CHECKOUT_MESSAGES.freeOrder);
      if (totalCents < MIN_CARD_CHARGE_CENTS) throw new AppError(409, CHECKOUT_MESSAGES.belowCardMinimum);
      const intent = await intentFor(auth, orderId, totalCents);
      if (intent.status === 'succeeded') {
        // Paid already, and neither the browser nor the webhook told us: the order is submitted now.
        await submitOrder(db, orderId, { provider: provider.name, reference: intent.id, amountCents: intent.amountCents, card: intent.card }, log);
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

    async confirm(auth: AuthContext, body: PaymentConfirmationBody, log: FastifyBaseLogger): Promise<CheckoutResult | PendingConfirmation> {
      const order = await ownOrder(db, auth, body.orderId);
      const submitted = await answerIfSubmitted(order.id, order.status, order.number);
      if (submitted) return submitted;
      const attempt = await checkoutRepository(db).latestAttempt(order.id);
      if (!attempt || attempt.provider !== provider.name) throw new AppError(409, CHECKOUT_MESSAGES.noPaymentStarted);
      const paymentMethodId = body.paymentMethodId ?? (body.cardId ? await cards.paymentMethodOf(auth, body.cardId) : null);
      const saveForLater = Boolean(body.saveCard && body.paymentMethodId);
      const intent = paymentMethodId
        ? await provider.confirmIntent(attempt.provider_intent_id, paymentMethodId, { saveForLater })
        : await provider.retrieveIntent(attempt.provider_intent_id);
      if (!intent || intent.orderId !== order.id) throw new AppError(409, CHECKOUT_MESSAGES.noPaymentStarted);
      if (intent.status === 'processing') {
        return { statusCode: 202, result: { orderId: order.id, number: order.number, status: ORDER_STATUS.Cart, paymentStatus: PAYMENT_STATUS.Processing, message: PAYMENT_STATUS_MESSAGES.processing } };
      }
      if (intent.status !== 'succeeded') {
        // Whatever the browser claimed, nothing moves: the cart stays as it was.
        throw new AppError(402, intent.lastFailure ? paymentErrorMessage(intent.lastFailure.message) : PAYMENT_STATUS_MESSAGES.failed);
      }
      if (intent.amountCents !== attempt.amount_cents) throw new AppError(409, CHECKOUT_MESSAGES.totalChanged);
      const result = await submitOrder(db, order.id, { provider: provider.name, reference: intent.id, amountCents: intent.amountCents, card: intent.card }, log);
      if (body.saveCard && body.paymentMethodId) await saveCardQuietly(auth, body.paymentMethodId, log);
      return result;
    },

    async confirmFree(auth: AuthContext, orderId: string, log: FastifyBaseLogger): Promise<CheckoutResult> {
      const order = await ownOrder(db, auth, orderId);
      const submitted = await answerIfSubmitted(order.id, order.status, order.number);
      if (submitted) return submitted;
      const { totalCents } = await prepareOrder(db, auth, orderId);
      if (totalCents !== 0) throw new AppError(409, CHECKOUT_MESSAGES.notFree);
      return submitOrder(db, orderId, { provider: 'free', reference: `free:${orderId}`, amountCents: 0, card: null }, log);
    },

    /** The provider's word that an intent succeeded, when the browser may never come back. */
    async paymentSucceeded(intent: ProviderIntent, log: FastifyBaseLogger): Promise<void> {
      const attempt = await checkoutRepository(db).findAttempt(provider.name, intent.id);
      if (!attempt || intent.orderId !== attempt.order_id || intent.amountCents !== attempt.amount_cents) {
        log.warn({ intentId: intent.id }, 'a succeeded payment names no checkout attempt of ours');
        return;
      }
      try {
        await submitOrder(db, attempt.order_id, { provider: provider.name, reference: intent.id, amountCents: intent.amountCents, card: intent.card }, log);
      } catch (error) {
        // Refusals are logged by submitOrder; the event is handled and Stripe need not send it again.
        if (!(error instanceof AppError)) throw error;
      }
    },
  };
}
