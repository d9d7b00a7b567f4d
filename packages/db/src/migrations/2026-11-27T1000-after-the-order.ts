import { sql, type Kysely } from 'kysely';

// Issue 17: everything after payment. An order's status changes are recorded
// one row each (who or what caused it, and when); the partner's side of the
// sandbox keeps its own orders; approval gives a requisition (order_results),
// results arrive as structured observations (one row per analyte, coded in
// LOINC, units in UCUM); every read of health data is logged; share links
// are single-use, expire and can be revoked (docs/decisions.md "After the order").

export async function up(db: Kysely<unknown>): Promise<void> {
  // A customer's delete hides an order from their history; its payment rows
  // and records stay (money and health records are never lost).
  await sql`alter table orders add column hidden_at timestamptz`.execute(db);

  await sql`
    create table order_status_history (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      from_status integer not null,
      to_status integer not null,
      cause text not null check (char_length(cause) between 1 and 2000),
      actor_user_id uuid references users (id) on delete set null,
      at timestamptz not null default clock_timestamp()
    )`.execute(db);
  await sql`create index order_status_history_order on order_status_history (order_id, at)`.execute(db);

  // Refunds of an order canceled or rejected after it was paid.
  await sql`alter table payment_refunds drop constraint payment_refunds_reason_check`.execute(db);
  await sql`
    alter table payment_refunds add constraint payment_refunds_reason_check
    check (reason in ('total_changed', 'already_paid', 'order_closed', 'promo_used_up', 'order_canceled', 'order_rejected'))`.execute(db);

  // The partner's order: a rejection's reason; the error kept when the partner could not be reached.
  await sql`alter table partner_orders add column rejection_reason text`.execute(db);
  await sql`alter table partner_orders add column attempts integer not null default 0`.execute(db);

  // The requisition (api_result_id is its id) and, later, the results' times.
  await sql`alter table order_results add column approved_at timestamptz`.execute(db);
  await sql`alter table order_results add column collected_at timestamptz`.execute(db);
  await sql`alter table order_results add column reported_at timestamptz`.execute(db);
  await sql`alter table order_results add column lab_account text`.execute(db);
  // Unsolicited results (spec/02 7) are a report the partner sent for no order of ours until bound.
  await sql`alter table order_results alter column order_id drop not null`.execute(db);

  await sql`
    create table lab_observations (
      id uuid primary key default gen_random_uuid(),
      order_result_id uuid not null references order_results (id) on delete cascade,
      position integer not null,
      test_code text not null,
      test_name text not null,
      loinc text not null check (loinc ~ '^[0-9]{1,7}-[0-9]$'),
      analyte text not null,
      value_numeric numeric,
      value_text text,
      unit text not null default '',
      range_low numeric,
      range_high numeric,
      range_text text,
      flag text not null check (flag in ('low', 'high', 'normal', 'critical')),
      collected_at timestamptz not null,
      reported_at timestamptz not null,
      check (value_numeric is not null or value_text is not null),
      unique (order_result_id, position)
    )`.execute(db);
  await sql`create index lab_observations_loinc on lab_observations (loinc)`.execute(db);

  // Every read of a requisition, results or receipt (DESIGN.md API, issue 17).
  await sql`
    create table health_record_reads (
      id uuid primary key default gen_random_uuid(),
      reader_user_id uuid references users (id) on delete set null,
      order_id uuid references orders (id) on delete set null,
      api_result_id text,
      record text not null check (record in ('requisition', 'results', 'results-data', 'receipt', 'share-history')),
      path text not null check (path in ('owner', 'share-link', 'administrator')),
      share_id uuid,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index health_record_reads_order on health_record_reads (order_id, at)`.execute(db);

  // A share is a single-use link sent by e-mail: only the token's hash is kept.
  await sql`alter table share_history add column token_hash text unique`.execute(db);
  await sql`alter table share_history add column expires_at timestamptz`.execute(db);
  await sql`alter table share_history add column opened_at timestamptz`.execute(db);
  await sql`alter table share_history add column revoked_at timestamptz`.execute(db);
  await sql`alter table share_history add column language text not null default 'en'`.execute(db);
  await sql`create index share_history_sender on share_history (user_id, sent_at)`.execute(db);
  await sql`create index share_history_recipient on share_history (lower(contact_to), sent_at)`.execute(db);

  // The sandbox partner's own books (apps/api/src/partner): what it was sent and decided.
  await sql`
    create table sandbox_partner_orders (
      partner_order_id text primary key,
      order_id uuid not null unique,
      request jsonb not null,
      submitted_at timestamptz not null default now(),
      approve_at timestamptz not null,
      results_at timestamptz,
      decided_at timestamptz,
      rejection_reason text,
      canceled_at timestamptz,
      physician_name text,
      physician_npi text,
      requisition_id text unique
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_partner_orders', 'health_record_reads', 'lab_observations', 'order_status_history']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  for (const column of ['token_hash', 'expires_at', 'opened_at', 'revoked_at', 'language']) {
    await sql`alter table share_history drop column if exists ${sql.raw(column)}`.execute(db);
  }
  for (const column of ['approved_at', 'collected_at', 'reported_at', 'lab_account']) {
    await sql`alter table order_results drop column if exists ${sql.raw(column)}`.execute(db);
  }
  await sql`alter table partner_orders drop column if exists rejection_reason`.execute(db);
  await sql`alter table partner_orders drop column if exists attempts`.execute(db);
  await sql`alter table orders drop column if exists hidden_at`.execute(db);
}
