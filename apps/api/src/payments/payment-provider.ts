import type { CardDetails, CardType } from '@labstore/domain';

// Issue 9 "Payment (exactly once)": one provider interface. The Stripe
// adapter and the sandbox answer the same calls, so the checkout service
// never knows which one took the money.

export type ProviderName = 'stripe' | 'sandbox';

/** Stripe's PaymentIntent statuses; the sandbox uses the same words. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentFailure {
  /** Stripe's decline or error code, e.g. card_declined, insufficient_funds. */
  code: string;
  /** The provider's words, shown as paymentErrorMessage(message). */
  message: string;
}

/** A card as the provider describes a payment method: never the number or the security code. */
export interface CardFacts {
  cardType: CardType;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentMethodFacts extends CardFacts {
  paymentMethodId: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: IntentStatus;
  /** The order the intent was made for (its metadata); null when it names none. */
  orderId: string | null;
  /** Why the last confirmation failed, while the intent waits for another method. */
  lastFailure: PaymentFailure | null;
  /** The card that paid, once a payment method is attached. */
  card: CardFacts | null;
}

export interface CreateIntentInput {
  orderId: string;
  amountCents: number;
  /** The same for every retry of one attempt, so a retry never makes a second intent. */
  idempotencyKey: string;
  /** Our account id, kept in the intent's metadata for the provider's dashboard. */
  customerUserId: string;
  /** The provider's customer of the account (payment-customers.ts), so its saved cards can pay; null when the provider has none. */
  providerCustomerId: string | null;
}

/**
 * A verified webhook event: one we act on, any other (acknowledged and
 * ignored), or one whose signature holds but whose shape is not Stripe's
 * (refused with 400 and logged, never used).
 */
export type PaymentEvent =
  | { type: 'payment_intent.succeeded'; intent: ProviderIntent }
  | { type: 'other' }
  | { type: 'malformed'; eventType: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Handed to the browser for Stripe.js; null in sandbox mode. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** null when the provider knows no such intent. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
  /**
   * Confirms with a payment method; a declined card answers the intent with
   * its lastFailure, not an exception. saveForLater keeps the method on the
   * intent's customer once the payment succeeds.
   */
  confirmIntent(intentId: string, paymentMethodId: string, options: { saveForLater: boolean }): Promise<ProviderIntent>;
  /**
   * Cancels an intent that has taken no money, as Stripe allows before its
   * confirmation, so it can never be charged. Answers the intent as it now
   * stands: one that succeeded first stays succeeded (its money is refunded
   * instead); null when the provider knows no such intent.
   */
  cancelIntent(intentId: string): Promise<ProviderIntent | null>;
  /** Gives back the whole amount of a succeeded intent; asked again, it makes no second refund. */
  refundIntent(intentId: string): Promise<{ refundId: string }>;
  /** A customer of the provider for one of our accounts; null when the provider binds cards to no customer (the sandbox). */
  createCustomer(userId: string): Promise<string | null>;
  /** Binds a payment method to the account's customer so it can pay again; false when the provider refuses (it belongs to someone else). */
  attachPaymentMethod(paymentMethodId: string, providerCustomerId: string): Promise<boolean>;
  /** The card behind a payment method (to save it); null when the provider knows no such method. */
  describePaymentMethod(paymentMethodId: string): Promise<PaymentMethodFacts | null>;
  /**
   * Sandbox only: what Stripe.js does in the browser, turning card details
   * into a payment method id. null when the provider is Stripe (the card
   * details must never reach our server then).
   */
  readonly createPaymentMethod: ((card: CardDetails) => Promise<PaymentMethodFacts>) | null;
  /** Checks a webhook's signature (and its time) over its raw body; null when it does not verify. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentEvent | null;
}
