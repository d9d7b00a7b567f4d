import { sql, type Kysely } from 'kysely';

// Issue 14 "money taken equals submitted totals" (docs/security.md "Money").

export async function up(db: Kysely<unknown>): Promise<void> {
  // An intent that can no longer become an order is canceled at the provider
  // (the cart changed, it was left unpaid); canceled_at says so, and why.
  await sql`alter table checkout_attempts add column canceled_at timestamptz`.execute(db);
  await sql`alter table checkout_attempts add column cancel_reason text check (cancel_reason in ('cart_changed', 'abandoned', 'refunded'))`.execute(db);

  // The sandbox's intents can be canceled as Stripe's can.
  await sql`alter table sandbox_payment_intents drop constraint if exists sandbox_payment_intents_status_check`.execute(db);
  await sql`alter table sandbox_payment_intents add constraint sandbox_payment_intents_status_check check (status in ('requires_payment_method', 'succeeded', 'canceled'))`.execute(db);
  await sql`alter table sandbox_payment_intents add column refunded_cents integer not null default 0 check (refunded_cents >= 0)`.execute(db);

  // Money taken that could not become an order: given back through the
  // provider by a job that retries until it is done, one row per intent.
  await sql`
    create table payment_refunds (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete restrict,
      provider text not null check (provider in ('stripe', 'sandbox')),
      provider_intent_id text not null check (char_length(provider_intent_id) between 1 and 255),
      amount_cents integer not null check (amount_cents > 0),
      reason text not null check (reason in ('total_changed', 'already_paid', 'order_closed', 'promo_used_up')),
      status text not null default 'due' check (status in ('due', 'refunded', 'failed')),
      provider_refund_id text,
      last_error text,
      created_at timestamptz not null default now(),
      refunded_at timestamptz,
      customer_told_at timestamptz,
      unique (provider, provider_intent_id)
    )`.execute(db);
  await sql`create index payment_refunds_order on payment_refunds (order_id)`.execute(db);

  // One use of a promo code per order, held from the payment intent (so the
  // limit is checked before the card is charged) and kept once the order is
  // submitted. A code's total_used counts these rows; a customer's uses are
  // the rows of their orders.
  await sql`
    create table promo_code_uses (
      order_id uuid primary key references orders (id) on delete cascade,
      promo_code_id uuid not null references promo_codes (id) on delete restrict,
      user_id uuid not null references users (id) on delete cascade,
      is_held boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index promo_code_uses_customer on promo_code_uses (promo_code_id, user_id)`.execute(db);
  await sql`
    insert into promo_code_uses (order_id, promo_code_id, user_id, is_held, created_at)
    select id, promo_code_id, user_id, false, coalesce(submitted_at, created_at)
    from orders
    where promo_code_id is not null and user_id is not null and status <> 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists promo_code_uses`.execute(db);
  await sql`drop table if exists payment_refunds`.execute(db);
  await sql`alter table sandbox_payment_intents drop column if exists refunded_cents`.execute(db);
  await sql`alter table checkout_attempts drop column if exists cancel_reason`.execute(db);
  await sql`alter table checkout_attempts drop column if exists canceled_at`.execute(db);
}
