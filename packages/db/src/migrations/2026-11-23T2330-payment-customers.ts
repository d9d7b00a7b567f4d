import { sql, type Kysely } from 'kysely';

// A Stripe Customer per account: saved cards are PaymentMethods attached to
// it, and only intents made for it can be paid with them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_customers (
      user_id uuid not null references users (id) on delete cascade,
      provider text not null check (provider in ('stripe', 'sandbox')),
      provider_customer_id text not null check (char_length(provider_customer_id) between 1 and 255),
      created_at timestamptz not null default now(),
      primary key (user_id, provider)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_customers`.execute(db);
}
