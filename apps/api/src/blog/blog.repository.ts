import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

// All the blog's SQL (STYLE.md API). Only active articles are public, so
// every query here is of active ones.

const SUMMARY_COLUMNS = [
  'a.id',
  'a.slug',
  'a.title',
  'a.short_description',
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

/** LIKE's wildcards and its escape character, taken literally: a search for '100%' finds '100%'. */
export function likeSubstring(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function blogRepository(db: Kysely<Database>) {
  const activeArticles = () =>
    db
      .selectFrom('blog_articles as a')
      .innerJoin('blog_authors as au', 'au.id', 'a.author_id')
      .where('a.is_active', '=', true);

  const matchingTitle = (title: string | undefined) => {
    const query = activeArticles();
    // lower() on both sides uses the blog_articles_title_trgm index.
    return title ? query.where(sql<string>`lower(a.title)`, 'like', sql<string>`lower(${likeSubstring(title)})`) : query;
  };

  const newestFirst = (title?: string) => matchingTitle(title).select(SUMMARY_COLUMNS).orderBy('a.created_at', 'desc').orderBy('a.id');

  /**
   * One statement counts the view and reads the article, so a read is
   * counted exactly once and concurrent reads never lose an increment.
   */
  const readCounted = (column: 'id' | 'slug', value: string): Promise<BlogArticleRow | undefined> =>
    db
      .updateTable('blog_articles as a')
      .from('blog_authors as au')
      .set((eb) => ({ view_count: eb('a.view_count', '+', 1) }))
      .whereRef('au.id', '=', 'a.author_id')
      .where(`a.${column}`, '=', value)
      .where('a.is_active', '=', true)
      .returning([...SUMMARY_COLUMNS, 'a.text_html', 'a.page_title', 'a.meta_description', 'a.meta_robots'])
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

    /** Most read first; among equals the newer first. `since` keeps articles published at or after it. */
    mostRead(limit: number, since?: Date): Promise<BlogSummaryRow[]> {
      const query = activeArticles().select(SUMMARY_COLUMNS);
      return (since ? query.where('a.created_at', '>=', since) : query)
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
