import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { Bytes, CreatedAt, Defaulted, Id, Json, NullableTimestamp } from './columns';

export interface PromoCodesTable {
  id: Id;
  description: string;
  code: string;
  discount_type: number;
  discount_value: number;
  promo_type: number;
  date_start: NullableTimestamp;
  date_finish: NullableTimestamp;
  is_active: Defaulted<boolean>;
  is_blured: Defaulted<boolean>;
  total_use_limit: number;
  total_used: Defaulted<number>;
  customer_use_limit: number;
  is_physician_oversight_fee_discount: Defaulted<boolean>;
  is_lab_draw_fee_discount: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type PromoCode = Selectable<PromoCodesTable>;
export type NewPromoCode = Insertable<PromoCodesTable>;
export type PromoCodeUpdate = Updateable<PromoCodesTable>;

export interface PromoCodeProductsTable {
  promo_code_id: string;
  product_id: string;
}

export interface OrdersTable {
  id: Id;
  /** generated always as identity: never inserted or updated. */
  number: ColumnType<number, never, never>;
  user_id: string | null;
  profile_id: string | null;
  status: Defaulted<number>;
  promo_code_id: string | null;
  processing_fee_cents: Defaulted<number>;
  physician_oversight_fee_cents: Defaulted<number>;
  lab_draw_fee_cents: Defaulted<number>;
  sub_total_cents: Defaulted<number>;
  discount_cents: Defaulted<number>;
  order_total_cents: Defaulted<number>;
  is_payment_skipped: Defaulted<boolean>;
  submitted_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;

export interface OrderItemsTable {
  id: Id;
  order_id: string;
  product_id: string;
  profile_id: string | null;
  parent_item_id: string | null;
  initial_price_cents: number;
  price_cents: number;
  promo_code_id: string | null;
  is_use_promo_code: Defaulted<boolean>;
  eligibility: Json | null;
  created_at: CreatedAt;
}
export type OrderItem = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;

export interface PaymentTransactionsTable {
  id: Id;
  order_id: string;
  provider: 'stripe' | 'sandbox' | 'free';
  provider_reference: string;
  amount_cents: number;
  currency: Defaulted<string>;
  status: number;
  card_type: number | null;
  card_last4: string | null;
  created_at: CreatedAt;
}

export type PaymentTransaction = Selectable<PaymentTransactionsTable>;

export interface SavedCardsTable {
  id: Id;
  user_id: string;
  provider: string;
  provider_payment_method_id: string;
  card_type: number;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface OrderResultsTable {
  id: Id;
  order_id: string;
  api_result_id: string;
  physicians_name: string | null;
  physicians_npi: string | null;
  created_at: CreatedAt;
}

export interface ResultDocumentsTable {
  id: Id;
  order_result_id: string;
  kind: number;
  mime_type: Defaulted<string>;
  bytes: Bytes;
  created_at: CreatedAt;
}

export interface ShareHistoryTable {
  id: Id;
  order_id: string;
  api_result_id: string;
  file_type: number;
  contact_to: string;
  user_id: string | null;
  sent_at: CreatedAt;
}

export interface PartnerOrdersTable {
  id: Id;
  order_id: string;
  partner_order_id: string | null;
  status: Defaulted<number>;
  status_at: CreatedAt;
  error_message: string | null;
  created_at: CreatedAt;
}
