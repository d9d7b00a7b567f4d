import type { CreatedAt, Defaulted, Id, NullableTimestamp } from './columns';

export interface CheckoutAttemptsTable {
  id: Id;
  order_id: string;
  provider: 'stripe' | 'sandbox';
  provider_intent_id: string;
  amount_cents: number;
  created_at: CreatedAt;
  canceled_at: NullableTimestamp;
  cancel_reason: AttemptCancelReason | null;
}

/** Why an intent was canceled before it took any money. */
export type AttemptCancelReason = 'cart_changed' | 'abandoned' | 'refunded';

/** Why money taken could not become an order (docs/security.md "Money"). */
export type RefundReason = 'total_changed' | 'already_paid' | 'order_closed' | 'promo_used_up' | 'order_canceled' | 'order_rejected';

export interface PaymentRefundsTable {
  id: Id;
  order_id: string;
  provider: 'stripe' | 'sandbox';
  provider_intent_id: string;
  amount_cents: number;
  reason: RefundReason;
  status: Defaulted<'due' | 'refunded' | 'failed'>;
  provider_refund_id: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  refunded_at: NullableTimestamp;
  customer_told_at: NullableTimestamp;
}

export interface PromoCodeUsesTable {
  order_id: string;
  promo_code_id: string;
  user_id: string;
  /** Held by an open payment intent; false once its order is submitted. */
  is_held: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface SandboxPaymentMethodsTable {
  id: string;
  card_type: number;
  last4: string;
  exp_month: number;
  exp_year: number;
  decline_code: string | null;
  created_at: CreatedAt;
}

export interface SandboxPaymentIntentsTable {
  id: string;
  client_secret: string;
  idempotency_key: string;
  order_id: string;
  amount_cents: number;
  currency: Defaulted<string>;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  refunded_cents: Defaulted<number>;
  payment_method_id: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentCustomersTable {
  user_id: string;
  provider: 'stripe' | 'sandbox';
  provider_customer_id: string;
  created_at: CreatedAt;
}
