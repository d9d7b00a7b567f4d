import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // spec/03 3 promo code. discount_value is cents when discount_type is 0 ($)
  // and basis points when it is 1 (%), so 100% is 10000.
  await sql`
    create table promo_codes (
      id uuid primary key default gen_random_uuid(),
      description text not null check (char_length(description) between 1 and 255),
      code text not null check (char_length(code) between 1 and 255),
      discount_type smallint not null check (discount_type in (0, 1)),
      discount_value integer not null check (discount_value >= 0),
      promo_type smallint not null check (promo_type in (0, 1)),
      date_start timestamptz,
      date_finish timestamptz,
      is_active boolean not null default true,
      is_blured boolean not null default false,
      total_use_limit integer not null check (total_use_limit >= 0),
      total_used integer not null default 0 check (total_used >= 0),
      customer_use_limit integer not null check (customer_use_limit >= 0),
      is_physician_oversight_fee_discount boolean not null default false,
      is_lab_draw_fee_discount boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (discount_type = 0 or discount_value <= 10000),
      check (date_finish is null or date_start is null or date_finish >= date_start)
    )`.execute(db);
  await sql`create unique index promo_codes_code_unique on promo_codes (lower(code))`.execute(db);

  await sql`
    create table promo_code_products (
      promo_code_id uuid not null references promo_codes (id) on delete cascade,
      product_id uuid not null references products (id) on delete cascade,
      primary key (promo_code_id, product_id)
    )`.execute(db);

  // Order numbers are numeric and public; ids stay UUIDs (DESIGN.md Data).
  // Only a cart (status 1) may exist before sign-in, without an owner.
  await sql`
    create table orders (
      id uuid primary key default gen_random_uuid(),
      number bigint generated always as identity (start with 100001) unique,
      user_id uuid references users (id) on delete restrict,
      profile_id uuid references profiles (id) on delete restrict,
      status integer not null default 1 check (status in (1, 2, 4, 8, 16, 32, 64, 128, 256)),
      promo_code_id uuid references promo_codes (id) on delete set null,
      processing_fee_cents integer not null default 0 check (processing_fee_cents >= 0),
      physician_oversight_fee_cents integer not null default 0 check (physician_oversight_fee_cents >= 0),
      lab_draw_fee_cents integer not null default 0 check (lab_draw_fee_cents >= 0),
      sub_total_cents integer not null default 0 check (sub_total_cents >= 0),
      discount_cents integer not null default 0 check (discount_cents >= 0),
      order_total_cents integer not null default 0 check (order_total_cents >= 0),
      is_payment_skipped boolean not null default false,
      submitted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (status = 1 or (user_id is not null and profile_id is not null))
    )`.execute(db);
  await sql`create index orders_user on orders (user_id, created_at desc)`.execute(db);
  await sql`create index orders_status on orders (status, submitted_at desc)`.execute(db);

  // Panel members are items too (parent_item_id), so duplicates across panels can be counted (spec/02 5).
  await sql`
    create table order_items (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      product_id uuid not null references products (id) on delete restrict,
      profile_id uuid references profiles (id) on delete set null,
      parent_item_id uuid references order_items (id) on delete cascade,
      initial_price_cents integer not null check (initial_price_cents >= 0),
      price_cents integer not null check (price_cents >= 0),
      promo_code_id uuid references promo_codes (id) on delete set null,
      is_use_promo_code boolean not null default false,
      eligibility jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  // spec/02 5: a test can be in the cart only once.
  await sql`create unique index order_items_once_per_order on order_items (order_id, product_id) where parent_item_id is null`.execute(db);
  await sql`create index order_items_parent on order_items (parent_item_id)`.execute(db);

  // spec/02 3 transactions[]: one row per payment attempt outcome.
  await sql`
    create table payment_transactions (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete restrict,
      provider text not null check (provider in ('stripe', 'sandbox', 'free')),
      provider_reference text not null,
      amount_cents integer not null check (amount_cents >= 0),
      currency char(3) not null default 'usd',
      status smallint not null check (status in (1, 2, 5)),
      card_type smallint,
      card_last4 char(4),
      created_at timestamptz not null default now(),
      unique (provider, provider_reference)
    )`.execute(db);
  await sql`create index payment_transactions_order on payment_transactions (order_id)`.execute(db);

  // Only the provider's payment method id and display facts: never a card number or CVC.
  await sql`
    create table saved_cards (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      provider text not null,
      provider_payment_method_id text not null,
      card_type smallint not null check (card_type in (1, 2, 3, 4, 5, 6, 255)),
      last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
      exp_month smallint not null check (exp_month between 1 and 12),
      exp_year smallint not null check (exp_year between 2000 and 2100),
      is_default boolean not null default false,
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  // spec/02 5: 'The card already exist.'
  await sql`create unique index saved_cards_unique_active on saved_cards (user_id, last4, exp_month, exp_year) where is_active`.execute(db);

  // spec/02 3 order results: one row per requisition (apiResultId) with its physician.
  await sql`
    create table order_results (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      api_result_id text not null,
      physicians_name text,
      physicians_npi text check (physicians_npi ~ '^[0-9]{10}$'),
      created_at timestamptz not null default now(),
      unique (order_id, api_result_id)
    )`.execute(db);

  // Requisition (kind 1) and results (kind 3) PDFs.
  await sql`
    create table result_documents (
      id uuid primary key default gen_random_uuid(),
      order_result_id uuid not null references order_results (id) on delete cascade,
      kind smallint not null check (kind in (1, 3)),
      mime_type text not null default 'application/pdf',
      bytes bytea not null,
      created_at timestamptz not null default now(),
      unique (order_result_id, kind)
    )`.execute(db);

  await sql`
    create table share_history (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      api_result_id text not null,
      file_type smallint not null check (file_type in (1, 3)),
      contact_to text not null,
      user_id uuid references users (id) on delete set null,
      sent_at timestamptz not null default now()
    )`.execute(db);

  // spec/03 Pwn Orders: 1 pending, 2 approved, 3 rejected, 4 results.
  await sql`
    create table partner_orders (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null unique references orders (id) on delete cascade,
      partner_order_id text unique,
      status smallint not null default 1 check (status between 1 and 4),
      status_at timestamptz not null default now(),
      error_message text,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['partner_orders', 'share_history', 'result_documents', 'order_results', 'saved_cards', 'payment_transactions', 'order_items', 'orders', 'promo_code_products', 'promo_codes']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
