import { sql, type Kysely } from 'kysely';

// Issue 14: login-as no longer puts a token in the new tab's address. The
// administrator's call stores a single-use code here (its SHA-256 only), good
// for a minute; the new tab exchanges it for the customer's session, which
// is opened then (docs/security.md, "Login-as: no token in a URL"). A table,
// not memory: the exchange may reach another instance than the call.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_as_codes (
      id uuid primary key default gen_random_uuid(),
      code_hash text not null unique,
      customer_id uuid not null references users (id) on delete cascade,
      acting_admin_id uuid not null references users (id) on delete cascade,
      admin_session_id uuid not null references sessions (id) on delete cascade,
      remember_me boolean not null default false,
      expires_at timestamptz not null,
      used_at timestamptz,
      session_id uuid references sessions (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_as_codes_expires on login_as_codes (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_as_codes`.execute(db);
}
