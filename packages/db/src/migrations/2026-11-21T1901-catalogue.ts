import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Files live in PostgreSQL so any API instance can serve them (DESIGN.md Data).
  await sql`
    create table images (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      mime_type text not null,
      bytes bytea not null,
      byte_size integer not null check (byte_size >= 0),
      width integer check (width > 0),
      height integer check (height > 0),
      purpose text not null default 'gallery' check (purpose in ('gallery', 'blog', 'blog_editor')),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table categories (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text not null check (char_length(name) between 1 and 255),
      description text not null default '' check (char_length(description) <= 4000),
      image1_id uuid references images (id) on delete set null,
      image2_id uuid references images (id) on delete set null,
      flags integer not null default 0 check (flags between 0 and 255),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table products (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (char_length(slug) between 1 and 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text not null check (char_length(name) between 1 and 255),
      description_html text not null default '' check (char_length(description_html) <= 32000),
      instructions_html text not null default '' check (char_length(instructions_html) <= 16000),
      product_type smallint not null check (product_type in (1, 2, 8, 16)),
      quest_code text check (char_length(quest_code) <= 5),
      cpt text not null default '' check (char_length(cpt) <= 255),
      market_price_cents integer check (market_price_cents >= 0),
      master_price_cents integer not null check (master_price_cents >= 0),
      customer_price_cents integer check (customer_price_cents >= 0),
      patient_price_cents integer check (patient_price_cents >= 0),
      extra_tests_price_cents integer check (extra_tests_price_cents >= 0),
      has_extra_charge boolean not null default true,
      image_id uuid references images (id) on delete set null,
      lab_codes integer not null default 1 check (lab_codes between 1 and 15),
      category_id uuid references categories (id) on delete set null,
      tags text[] not null default '{}',
      is_active boolean not null default true,
      is_hidden boolean not null default false,
      visibility integer not null default 1,
      pwn_code text not null default 'test',
      search_priority smallint not null default 0 check (search_priority between 0 and 5),
      eligibility text check (eligibility in ('covid-immune', 'covid-employee', 'covid-employee-short', 'covid-saliva')),
      processing_fee_text text,
      page_title text check (char_length(page_title) <= 300),
      meta_description text check (char_length(meta_description) <= 300),
      meta_robots text check (char_length(meta_robots) <= 300),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index products_category on products (category_id)`.execute(db);
  // Typo-tolerant search (issue 4) over names; CPT and codes are matched exactly or by prefix.
  await sql`create index products_name_trgm on products using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index products_tags on products using gin (tags)`.execute(db);

  // Panel members and other child relations (spec/02 3: childrenId, name, relationType).
  await sql`
    create table product_children (
      parent_id uuid not null references products (id) on delete cascade,
      child_id uuid not null references products (id) on delete restrict,
      relation_type smallint not null default 8,
      position integer not null default 0,
      primary key (parent_id, child_id),
      check (parent_id <> child_id)
    )`.execute(db);
  await sql`create index product_children_child on product_children (child_id)`.execute(db);

  await sql`
    create table test_centers (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      name text not null,
      address text not null,
      city text not null,
      state char(2) not null,
      zip char(5) not null check (zip ~ '^[0-9]{5}$'),
      phone text not null,
      working_hours text not null,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      lab_codes integer not null default 1,
      is_active boolean not null default true
    )`.execute(db);
  await sql`create index test_centers_zip on test_centers (zip)`.execute(db);
  await sql`create index test_centers_position on test_centers (latitude, longitude)`.execute(db);

  // The lab partner's orderable tests (spec/03 Pwn Tests).
  await sql`
    create table partner_tests (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      name text not null,
      same_day boolean not null default false,
      required_gender smallint check (required_gender in (1, 2)),
      disclaimers_required boolean not null default false,
      customer_physician_required boolean not null default false,
      fasting_required boolean not null default false
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['partner_tests', 'test_centers', 'product_children', 'products', 'categories', 'images']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
