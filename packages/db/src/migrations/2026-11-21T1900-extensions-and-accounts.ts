import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here (STYLE.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table roles (
      id smallint primary key,
      name text not null unique
    )`.execute(db);
  await sql`insert into roles (id, name) values (1, 'Admin'), (2, 'User')`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      role_id smallint not null default 2 references roles (id),
      email_confirmed boolean not null default false,
      is_active boolean not null default true,
      is_two_factor boolean not null default false,
      receive_non_transactional_emails boolean not null default true,
      language_preference smallint not null default 0 check (language_preference in (0, 1)),
      password_changed_at timestamptz not null default now(),
      campaign_id text,
      mbsy text,
      mbsy_source text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint users_email_is_trimmed check (email = btrim(email) and email <> '')
    )`.execute(db);
  // E-mail addresses are unique whatever their case.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  // Previous hashes, for the password reuse rule (spec/01 8).
  await sql`
    create table password_history (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      password_hash text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_history_user on password_history (user_id, created_at desc)`.execute(db);

  // A JWT names its session row, so logout and idle timeout revoke it.
  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      acting_admin_id uuid references users (id) on delete set null,
      is_quasi_admin boolean not null default false,
      remember_me boolean not null default false,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text,
      user_agent text
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);

  // E-mail confirmation, password reset and MFA codes: hashed, single use, expiring, attempt-limited.
  await sql`
    create table security_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('confirm_email', 'reset_password', 'mfa')),
      code_hash text not null,
      attempts integer not null default 0 check (attempts >= 0),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index security_codes_user_purpose on security_codes (user_id, purpose)`.execute(db);

  await sql`
    create table email_change_history (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      old_email text not null,
      new_email text not null,
      changed_at timestamptz not null default now()
    )`.execute(db);

  // An adult profile belongs to its account; child profiles (isChild) belong to the same account.
  await sql`
    create table profiles (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      is_child boolean not null default false,
      first_name text not null,
      middle_name text,
      last_name text not null,
      suffix smallint not null default 0 check (suffix between 0 and 5),
      email text,
      home_phone text check (home_phone ~ '^[2-9][0-9]{9}$'),
      work_phone text check (work_phone ~ '^[2-9][0-9]{9}$'),
      mobile_phone text check (mobile_phone ~ '^[2-9][0-9]{9}$'),
      gender smallint not null check (gender in (1, 2)),
      birth_date date not null,
      language_preference smallint not null default 0 check (language_preference in (0, 1)),
      consent_status smallint not null default 0 check (consent_status in (0, 1)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index profiles_user on profiles (user_id, created_at)`.execute(db);
  // One adult profile per account; any number of children.
  await sql`create unique index profiles_one_adult_per_user on profiles (user_id) where not is_child`.execute(db);

  await sql`
    create table addresses (
      id uuid primary key default gen_random_uuid(),
      profile_id uuid not null references profiles (id) on delete cascade,
      address_type smallint not null check (address_type in (0, 1, 2)),
      address_line text not null,
      city text not null,
      state char(2) not null,
      zip char(5) not null check (zip ~ '^[0-9]{5}$'),
      unique (profile_id, address_type)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['addresses', 'profiles', 'email_change_history', 'security_codes', 'sessions', 'password_history', 'users', 'roles']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
