import { sql, type Kysely } from 'kysely';

// Issue 16: catalogue and content are translatable data. English stays in
// each table's own columns and is the fallback; a translation row holds one
// other language's words for one entry (DESIGN.md Data, docs/decisions.md).
// A translation goes with its entry. Optional words (a page's content, a
// meta description) may be null: the English ones are shown instead.
const LANGUAGE = `language text not null check (language ~ '^[a-z]{2}$' and language <> 'en')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table category_translations (
      category_id uuid not null references categories (id) on delete cascade,
      ${sql.raw(LANGUAGE)},
      name text not null check (char_length(name) between 1 and 255),
      description text not null default '' check (char_length(description) <= 4000),
      primary key (category_id, language)
    )`.execute(db);
  await sql`
    create table product_translations (
      product_id uuid not null references products (id) on delete cascade,
      ${sql.raw(LANGUAGE)},
      name text not null check (char_length(name) between 1 and 255),
      description_html text not null default '',
      instructions_html text not null default '',
      page_title text,
      meta_description text,
      primary key (product_id, language)
    )`.execute(db);
  await sql`
    create table content_page_translations (
      page_id uuid not null references content_pages (id) on delete cascade,
      ${sql.raw(LANGUAGE)},
      name text not null check (char_length(name) between 1 and 255),
      content text,
      description text,
      page_title text,
      meta_description text,
      primary key (page_id, language)
    )`.execute(db);
  await sql`
    create table blog_article_translations (
      article_id uuid not null references blog_articles (id) on delete cascade,
      ${sql.raw(LANGUAGE)},
      title text not null check (char_length(title) between 1 and 255),
      short_description text not null,
      text_html text not null,
      page_title text,
      meta_description text,
      primary key (article_id, language)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists blog_article_translations`.execute(db);
  await sql`drop table if exists content_page_translations`.execute(db);
  await sql`drop table if exists product_translations`.execute(db);
  await sql`drop table if exists category_translations`.execute(db);
}
