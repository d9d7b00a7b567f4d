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
  /** A customer's delete: hidden from their history, records kept (issue 17). */
  hidden_at: NullableTimestamp;
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
  /** Null for an unsolicited report (spec/02 7) until an administrator binds it. */
  order_id: string | null;
  /** The requisition id (spec/02 3 apiResultId). */
  api_result_id: string;
  physicians_name: string | null;
  physicians_npi: string | null;
  approved_at: NullableTimestamp;
  collected_at: NullableTimestamp;
  reported_at: NullableTimestamp;
  lab_account: string | null;
  created_at: CreatedAt;
}
export type OrderResult = Selectable<OrderResultsTable>;

export type ObservationFlag = 'low' | 'high' | 'normal' | 'critical';

/** One analyte of a result: LOINC-coded, its unit in UCUM (issue 17). */
export interface LabObservationsTable {
  id: Id;
  order_result_id: string;
  position: number;
  test_code: string;
  test_name: string;
  loinc: string;
  analyte: string;
  /** numeric comes back as text from both drivers: parse it. */
  value_numeric: ColumnType<string | null, number | null, number | null>;
  value_text: string | null;
  unit: Defaulted<string>;
  range_low: ColumnType<string | null, number | null, number | null>;
  range_high: ColumnType<string | null, number | null, number | null>;
  range_text: string | null;
  flag: ObservationFlag;
  collected_at: ColumnType<Date, Date | string, Date | string>;
  reported_at: ColumnType<Date, Date | string, Date | string>;
}
export type LabObservation = Selectable<LabObservationsTable>;

/** What was read; 'pass' is an order's lab-visit pass (issue 18). */
export type HealthRecord = 'requisition' | 'results' | 'results-data' | 'receipt' | 'share-history' | 'pass';
export type HealthRecordPath = 'owner' | 'share-link' | 'administrator';

/** Every read of health data (DESIGN.md API): who, which order, what, when, and how. */
export interface HealthRecordReadsTable {
  id: Id;
  reader_user_id: string | null;
  order_id: string | null;
  api_result_id: string | null;
  record: HealthRecord;
  path: HealthRecordPath;
  share_id: string | null;
  at: CreatedAt;
}

/** One status change of an order, with its cause (issue 17). */
export interface OrderStatusHistoryTable {
  id: Id;
  order_id: string;
  from_status: number;
  to_status: number;
  cause: string;
  actor_user_id: string | null;
  at: CreatedAt;
}
export type OrderStatusChange = Selectable<OrderStatusHistoryTable>;

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
  /** sha256 of the link's token; the token itself is only in the e-mail. */
  token_hash: string | null;
  expires_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  language: Defaulted<string>;
}
export type ShareHistoryEntry = Selectable<ShareHistoryTable>;

export interface PartnerOrdersTable {
  id: Id;
  order_id: string;
  partner_order_id: string | null;
  status: Defaulted<number>;
  status_at: CreatedAt;
  error_message: string | null;
  rejection_reason: string | null;
  attempts: Defaulted<number>;
  created_at: CreatedAt;
}
export type PartnerOrder = Selectable<PartnerOrdersTable>;

/** The sandbox partner's own record of an order it was sent (apps/api/src/partner). */
export interface SandboxPartnerOrdersTable {
  partner_order_id: string;
  order_id: string;
  request: Json;
  submitted_at: CreatedAt;
  approve_at: ColumnType<Date, Date | string, Date | string>;
  results_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  rejection_reason: string | null;
  canceled_at: NullableTimestamp;
  physician_name: string | null;
  physician_npi: string | null;
  requisition_id: string | null;
}
