import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';

// All the blog's SQL (STYLE.md API). Only active articles are public, so
// every query here is of active ones.

// Issue 16: an article's words in the asked language where it has them, else the English ones; `lang` says which.
const SUMMARY_COLUMNS = [
  'a.id',
  'a.slug',
  sql<string>`coalesce(t.title, a.title)`.as('title'),
  sql<string>`coalesce(t.short_description, a.short_description)`.as('short_description'),
  sql<SiteLanguage>`coalesce(t.language, 'en')`.as('lang'),
  'au.name as author_name',
  'a.created_at',
  'a.updated_at',
  'a.estimate_length',
  'a.image_id',
] as const;

export interface BlogSummaryRow {
  id: string;
  slug: string;
  title: string;
  short_description: string;
  author_name: string;
  created_at: Date;
  updated_at: Date;
  estimate_length: number;
  image_id: string | null;
  lang: SiteLanguage;
}

export interface BlogArticleRow extends BlogSummaryRow {
  text_html: string;
  page_title: string | null;
  meta_description: string | null;
  meta_robots: string | null;
}

export interface BlogPageRequest {
  skip: number;
  top: number;
  /** A case-insensitive title substring; undefined lists every article. */
  title: string | undefined;
}

export function blogRepository(db: Kysely<Database>, language: SiteLanguage) {
  const activeArticles = () =>
    db
      .selectFrom('blog_articles as a')
      .innerJoin('blog_authors as au', 'au.id', 'a.author_id')
      .leftJoin('blog_article_translations as t', (join) => join.onRef('t.article_id', '=', 'a.id').on('t.language', '=', language))
      .where('a.is_active', '=', true);

  const matchingTitle = (title: string | undefined) => {
    const query = activeArticles();
    if (!title) return query;
    // lower() on both sides uses the blog_articles_title_trgm index; the title shown may be the translation's.
    const pattern = containingPattern(title);
    return query.where((eb) => eb.or([eb(sql<string>`lower(a.title)`, 'like', pattern), eb(sql<string>`lower(t.title)`, 'like', pattern)]));
  };

  const newestFirst = (title?: string) => matchingTitle(title).select(SUMMARY_COLUMNS).orderBy('a.created_at', 'desc').orderBy('a.id');

  /**
   * One statement counts the view and reads the article, so a read is
   * counted exactly once and concurrent reads never lose an increment.
   */
  // An UPDATE cannot left-join its own table: the words in `language` come by subquery.
  const translated = (column: 'title' | 'short_description' | 'text_html' | 'page_title' | 'meta_description') =>
    sql`(select ${sql.ref(`t.${column}`)} from blog_article_translations as t where t.article_id = a.id and t.language = ${language})`;
  const readCounted = (column: 'id' | 'slug', value: string): Promise<BlogArticleRow | undefined> =>
    db
      .updateTable('blog_articles as a')
      .from('blog_authors as au')
      .set((eb) => ({ view_count: eb('a.view_count', '+', 1) }))
      .whereRef('au.id', '=', 'a.author_id')
      .where(`a.${column}`, '=', value)
      .where('a.is_active', '=', true)
      .returning([
        'a.id',
        'a.slug',
        sql<string>`coalesce(${translated('title')}, a.title)`.as('title'),
        sql<string>`coalesce(${translated('short_description')}, a.short_description)`.as('short_description'),
        sql<SiteLanguage>`case when exists (select 1 from blog_article_translations as t where t.article_id = a.id and t.language = ${language}) then ${language}::text else 'en' end`.as('lang'),
        'au.name as author_name',
        'a.created_at',
        'a.updated_at',
        'a.estimate_length',
        'a.image_id',
        sql<string>`coalesce(${translated('text_html')}, a.text_html)`.as('text_html'),
        sql<string | null>`coalesce(${translated('page_title')}, a.page_title)`.as('page_title'),
        sql<string | null>`coalesce(${translated('meta_description')}, a.meta_description)`.as('meta_description'),
        'a.meta_robots',
      ])
      .executeTakeFirst();

  return {
    async listPage({ skip, top, title }: BlogPageRequest): Promise<{ rows: BlogSummaryRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        newestFirst(title).offset(skip).limit(top).execute(),
        matchingTitle(title).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    latest(): Promise<BlogSummaryRow | undefined> {
      return newestFirst().limit(1).executeTakeFirst();
    },

    newest(limit: number): Promise<BlogSummaryRow[]> {
      return newestFirst().limit(limit).execute();
    },

    /** Most read first; among equals the newer first. `since` keeps articles published at or after it; `exceptId` leaves one out. */
    mostRead(limit: number, since?: Date, exceptId?: string): Promise<BlogSummaryRow[]> {
      const recent = since ? activeArticles().where('a.created_at', '>=', since) : activeArticles();
      return (exceptId ? recent.where('a.id', '!=', exceptId) : recent)
        .select(SUMMARY_COLUMNS)
        .orderBy('a.view_count', 'desc')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },

    readBySlug: (slug: string) => readCounted('slug', slug),
    readById: (id: string) => readCounted('id', id),

    /** The articles a search engine may list (the sitemap). */
    activeSlugs(): Promise<{ slug: string }[]> {
      return db.selectFrom('blog_articles').select('slug').where('is_active', '=', true).orderBy('slug').execute();
    },
  };
}
