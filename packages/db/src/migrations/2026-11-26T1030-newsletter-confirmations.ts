import { sql, type Kysely } from 'kysely';

// Issue 14: the blog newsletter is double opt-in. A subscribe request keeps
// the address here with the hash of the code its confirmation link carries
// (never the code); only a confirmed address joins newsletter_subscriptions,
// the CRM's list. sent_at dates the last confirmation e-mail: the link's
// lifetime and the resend rule count from it (docs/decisions.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table newsletter_confirmations (
      email text primary key check (email = lower(btrim(email))),
      code_hash text not null unique,
      sent_at timestamptz not null default now(),
      confirmed_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists newsletter_confirmations`.execute(db);
}
