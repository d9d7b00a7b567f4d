import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // spec/03 Pages: navigation, footer and content pages in one list.
  await sql`
    create table content_pages (
      id uuid primary key default gen_random_uuid(),
      name text not null check (char_length(name) between 1 and 255),
      slug text not null unique check (char_length(slug) between 1 and 500),
      type text not null default 'navigation' check (type in ('navigation', 'footer')),
      parent text not null check (char_length(parent) between 1 and 255),
      combobox text,
      content text not null default '',
      description text,
      is_link boolean not null default false,
      is_active boolean not null default true,
      icon_name text,
      position integer not null default 0,
      page_title text check (char_length(page_title) <= 300),
      meta_description text check (char_length(meta_description) <= 300),
      meta_robots text check (char_length(meta_robots) <= 300),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table blog_authors (
      id uuid primary key default gen_random_uuid(),
      name text not null unique check (char_length(name) between 1 and 255),
      bio text not null default ''
    )`.execute(db);

  await sql`
    create table blog_articles (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (char_length(slug) between 1 and 255 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text not null check (char_length(title) between 1 and 255),
      short_description text not null check (char_length(short_description) between 1 and 255),
      author_id uuid not null references blog_authors (id) on delete restrict,
      estimate_length integer not null check (estimate_length > 0),
      text_html text not null,
      page_title text check (char_length(page_title) <= 255),
      meta_description text check (char_length(meta_description) <= 255),
      meta_robots text check (char_length(meta_robots) <= 255),
      image_id uuid references images (id) on delete set null,
      is_active boolean not null default true,
      view_count integer not null default 0 check (view_count >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index blog_articles_created on blog_articles (created_at desc)`.execute(db);
  await sql`create index blog_articles_title_trgm on blog_articles using gin (lower(title) gin_trgm_ops)`.execute(db);

  // spec/03 Keap Template: 0 Transactional, 1 NonTransactional.
  await sql`
    create table mail_templates (
      id uuid primary key default gen_random_uuid(),
      name text not null check (char_length(name) between 1 and 255),
      body text not null check (char_length(body) between 1 and 100000),
      type smallint not null default 0 check (type in (0, 1)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Every message the store sends, whatever the transport (spec/03 Email Log).
  await sql`
    create table email_log (
      id uuid primary key default gen_random_uuid(),
      from_address text not null,
      to_address text not null,
      subject text not null,
      body_html text not null,
      body_text text not null default '',
      send_by text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'kept')),
      error text,
      user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index email_log_created on email_log (created_at desc)`.execute(db);

  await sql`
    create table newsletter_subscriptions (
      email text primary key check (email = lower(btrim(email))),
      subscribed_at timestamptz not null default now(),
      unsubscribed_at timestamptz
    )`.execute(db);

  // Configuration an administrator changes at run time (fees, CRM codes).
  await sql`
    create table app_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // A replay of a state-changing request with the same key gets the first answer (DESIGN.md API).
  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null check (char_length(key) between 1 and 255),
      method text not null,
      path text not null,
      request_hash text not null,
      status_code integer,
      response_body jsonb,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);
  await sql`create index idempotency_keys_created on idempotency_keys (created_at)`.execute(db);

  // Login-as, administrative changes and every read of personal health information.
  await sql`
    create table audit_log (
      id uuid primary key default gen_random_uuid(),
      action text not null,
      actor_user_id uuid references users (id) on delete set null,
      subject_user_id uuid references users (id) on delete set null,
      entity text,
      entity_id text,
      details jsonb not null default '{}',
      ip text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_created on audit_log (created_at desc)`.execute(db);
  await sql`create index audit_log_subject on audit_log (subject_user_id, created_at desc)`.execute(db);

  // Background work any instance can take (DESIGN.md Scale): e-mail, partner polling.
  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      payload jsonb not null default '{}',
      run_at timestamptz not null default now(),
      attempts integer not null default 0 check (attempts >= 0),
      max_attempts integer not null default 5 check (max_attempts > 0),
      locked_until timestamptz,
      locked_by text,
      done_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index jobs_due on jobs (run_at) where done_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'audit_log', 'idempotency_keys', 'app_settings', 'newsletter_subscriptions', 'email_log', 'mail_templates', 'blog_articles', 'blog_authors', 'content_pages']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
