import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 9 "exactly once": whatever arrives twice or at once, an order has
  // one succeeded payment row; the database refuses a second.
  await sql`create unique index payment_transactions_one_success on payment_transactions (order_id) where status = 1`.execute(db);

  // Each payment intent made for an order, newest last: the confirmation and
  // the webhook find the order's intent here, and a new intent is made only
  // when the amount changed.
  await sql`
    create table checkout_attempts (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      provider text not null check (provider in ('stripe', 'sandbox')),
      provider_intent_id text not null check (char_length(provider_intent_id) between 1 and 255),
      amount_cents integer not null check (amount_cents > 0),
      created_at timestamptz not null default now(),
      unique (provider, provider_intent_id)
    )`.execute(db);
  await sql`create index checkout_attempts_order on checkout_attempts (order_id, created_at desc)`.execute(db);

  // The sandbox provider's payment methods, made from card details as
  // Stripe.js would: the type, last digits and expiry only, never the number
  // or the security code. decline_code is the Stripe test card's outcome.
  await sql`
    create table sandbox_payment_methods (
      id text primary key check (char_length(id) between 1 and 255),
      card_type smallint not null check (card_type in (1, 2, 3, 4, 5, 6, 255)),
      last4 char(4) not null check (last4 ~ '^[0-9]{4}$'),
      exp_month smallint not null check (exp_month between 1 and 12),
      exp_year smallint not null check (exp_year between 2000 and 2100),
      decline_code text,
      created_at timestamptz not null default now()
    )`.execute(db);

  // The sandbox provider's payment intents, kept in the database so any
  // instance can confirm what another created.
  await sql`
    create table sandbox_payment_intents (
      id text primary key check (char_length(id) between 1 and 255),
      client_secret text not null,
      idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 255),
      order_id uuid not null,
      amount_cents integer not null check (amount_cents > 0),
      currency char(3) not null default 'usd',
      status text not null check (status in ('requires_payment_method', 'succeeded')),
      payment_method_id text,
      last_error_code text,
      last_error_message text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_payment_intents', 'sandbox_payment_methods', 'checkout_attempts']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop index if exists payment_transactions_one_success`.execute(db);
}
