import type { CreatedAt, Defaulted, Id } from './columns';

export interface CheckoutAttemptsTable {
  id: Id;
  order_id: string;
  provider: 'stripe' | 'sandbox';
  provider_intent_id: string;
  amount_cents: number;
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
  status: 'requires_payment_method' | 'succeeded';
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
