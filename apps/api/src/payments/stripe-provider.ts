import { CARD_TYPE, type CardType } from '@labstore/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import type { CardFacts, IntentStatus, PaymentEvent, PaymentFailure, PaymentMethodFacts, PaymentProvider, ProviderIntent } from './payment-provider';

// The Stripe adapter: PaymentIntents through the `stripe` SDK. Card details
// never reach our server in this mode; the browser gives them to Stripe.js
// and we see a PaymentMethod id.

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API by default; a local double (tests) or stripe-mock when set. */
  apiUrl?: string | undefined;
}

const CURRENCY = 'usd';

const CARD_BRANDS: ReadonlyMap<string, CardType> = new Map([
  ['visa', CARD_TYPE.Visa],
  ['mastercard', CARD_TYPE.MasterCard],
  ['amex', CARD_TYPE.AmericanExpress],
  ['jcb', CARD_TYPE.JCB],
  ['discover', CARD_TYPE.Discover],
  ['diners', CARD_TYPE.DinersClub],
]);

function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function cardOf(method: Stripe.PaymentMethod): CardFacts | null {
  if (!method.card) return null;
  return {
    cardType: CARD_BRANDS.get(method.card.brand) ?? CARD_TYPE.Other,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

function failureOf(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): PaymentFailure | null {
  if (!error) return null;
  return { code: error.decline_code ?? error.code ?? error.type, message: error.message ?? error.code ?? error.type };
}

/** What the adapter reads of a PaymentIntent, from the SDK or from a webhook's body. */
type IntentFields = Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'status' | 'client_secret' | 'metadata'> & {
  payment_method: string | Stripe.PaymentMethod | null;
  last_payment_error?: Stripe.PaymentIntent.LastPaymentError | null | undefined;
};

function toIntent(intent: IntentFields): ProviderIntent {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    status: intent.status as IntentStatus,
    orderId: intent.metadata.order_id ?? null,
    lastFailure: failureOf(intent.last_payment_error),
    card: method ? cardOf(method) : null,
  };
}

/**
 * A signed event is still checked for shape before use (issue 14): a body
 * Stripe would never send, signed with a leaked secret or by a bug of ours,
 * is refused rather than read.
 */
const webhookIntentSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('payment_intent'),
  amount: z.number().int().min(0),
  status: z.enum(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded']),
  client_secret: z.string().nullable().optional().transform((value) => value ?? null),
  metadata: z.record(z.string(), z.string()),
  payment_method: z.string().nullable().optional().transform((value) => value ?? null),
});

/** The SDK's default tolerance, which it applies to old signatures only; a time ahead of ours by as much is refused too. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function signedInTheFuture(signatureHeader: string, nowMs: number): boolean {
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signatureHeader)?.[1]);
  return Number.isFinite(timestamp) && timestamp - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS;
}

function eventOf(event: Stripe.Event): PaymentEvent {
  if (event.type !== 'payment_intent.succeeded') return { type: 'other' };
  const parsed = webhookIntentSchema.safeParse((event as { data?: { object?: unknown } }).data?.object);
  if (!parsed.success) return { type: 'malformed', eventType: event.type };
  return { type: 'payment_intent.succeeded', intent: toIntent(parsed.data) };
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  // The SDK retries a failed network call itself with the same idempotency key.
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, ...hostOptions(settings.apiUrl) });
  const expand = ['payment_method'];

  async function retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(intentId, { expand }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ orderId, amountCents, idempotencyKey, customerUserId, providerCustomerId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          // The account's customer: its saved cards can pay this intent, and a card saved while paying joins it.
          ...(providerCustomerId ? { customer: providerCustomerId } : {}),
          // Cards and wallets confirm without leaving the page, so the server can confirm too.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { order_id: orderId, user_id: customerUserId },
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    retrieveIntent,

    async confirmIntent(intentId, paymentMethodId, { saveForLater }) {
      try {
        const saving = saveForLater ? { setup_future_usage: 'off_session' as const } : {};
        return toIntent(await stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethodId, expand, ...saving }));
      } catch (error) {
        // A decline is an answer, not a failure of ours: the intent waits for another card.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = await retrieveIntent(intentId);
          if (!intent) throw error;
          return { ...intent, lastFailure: { code: error.decline_code ?? error.code ?? 'card_declined', message: error.message } };
        }
        // An intent that already succeeded (another confirmation, the webhook) cannot be confirmed again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          const intent = await retrieveIntent(intentId);
          if (intent) return intent;
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
          const intent = await retrieveIntent(intentId);
          if (intent) return { ...intent, lastFailure: { code: error.code ?? 'invalid_request_error', message: error.message } };
        }
        throw error;
      }
    },

    async cancelIntent(intentId) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(intentId, { expand }));
      } catch (error) {
        // Already succeeded or canceled: Stripe refuses, and the intent as it stands is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return retrieveIntent(intentId);
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async refundIntent(intentId) {
      // One key per intent: a retried job, or two instances at once, make one refund.
      const refund = await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund:${intentId}` });
      return { refundId: refund.id };
    },

    async describePaymentMethod(paymentMethodId): Promise<PaymentMethodFacts | null> {
      try {
        const card = cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));
        return card ? { paymentMethodId, ...card } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async createCustomer(userId) {
      // One key per account: a retry, or two first payments at once, make one customer.
      const customer = await stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey: `customer:${userId}` });
      return customer.id;
    },

    async attachPaymentMethod(paymentMethodId, providerCustomerId) {
      try {
        await stripe.paymentMethods.attach(paymentMethodId, { customer: providerCustomerId });
        return true;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return false;
        throw error;
      }
    },

    createPaymentMethod: null,

    verifyWebhook(rawBody, signatureHeader): PaymentEvent | null {
      if (signedInTheFuture(signatureHeader, Date.now())) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        return null;
      }
      return eventOf(event);
    },
  };
}
