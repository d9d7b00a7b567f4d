import {
  BLOG_ARTICLE_NOT_FOUND_MESSAGE,
  BLOG_LIST_SIZES,
  BLOG_TRENDING_DAYS,
  type BlogArticle,
  type BlogArticleList,
  type BlogArticleSummary,
  type BlogListQuery,
  type SiteLanguage,
} from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { blogRepository, type BlogArticleRow, type BlogSummaryRow } from './blog.repository';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSummary(row: BlogSummaryRow): BlogArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.short_description,
    author: row.author_name,
    createDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    estimateLength: row.estimate_length,
    imageId: row.image_id,
    lang: row.lang,
  };
}

function toArticle(row: BlogArticleRow): BlogArticle {
  return {
    ...toSummary(row),
    // Sanitized when saved (sanitizeRichText in packages/db), so sent as stored.
    text: row.text_html,
    pageTitle: row.page_title,
    metaDescription: row.meta_description,
    metaRobots: row.meta_robots,
  };
}

const listOf = (rows: BlogSummaryRow[]): BlogArticleList => ({ items: rows.map(toSummary), count: rows.length });

/** spec/02 2.12, 7: the blog's reads (docs/decisions.md "Blog and newsletter" for the rankings). */
export function blogService(db: Kysely<Database>, language: SiteLanguage, now: () => Date = () => new Date()) {
  const articles = blogRepository(db, language);

  function found(row: BlogArticleRow | undefined): BlogArticle {
    if (!row) throw AppError.notFound(BLOG_ARTICLE_NOT_FOUND_MESSAGE);
    return toArticle(row);
  }

  return {
    async page(query: BlogListQuery): Promise<BlogArticleList> {
      const { rows, count } = await articles.listPage({ skip: query.$skip, top: query.$top, title: query.title || undefined });
      return { items: rows.map(toSummary), count };
    },

    async latest(): Promise<BlogArticleSummary> {
      const row = await articles.latest();
      if (!row) throw AppError.notFound(BLOG_ARTICLE_NOT_FOUND_MESSAGE);
      return toSummary(row);
    },

    newest: async () => listOf(await articles.newest(BLOG_LIST_SIZES.newest)),
    mostRead: async () => listOf(await articles.mostRead(BLOG_LIST_SIZES.top)),
    /**
     * Trending: the most read of the articles published in the last
     * BLOG_TRENDING_DAYS days, less the latest article, which the blog home
     * already shows at its top (spec/02 2.12; issue 16).
     */
    async trending(): Promise<BlogArticleList> {
      const latest = await articles.latest();
      return listOf(await articles.mostRead(BLOG_LIST_SIZES.monthTop, new Date(now().getTime() - BLOG_TRENDING_DAYS * DAY_MS), latest?.id));
    },

    /** A read by a reader: counts one view. */
    readBySlug: async (slug: string) => found(await articles.readBySlug(slug)),
    // Not a UUID: no article has that id, and PostgreSQL would refuse the comparison.
    readById: async (id: string) => found(UUID.test(id) ? await articles.readById(id) : undefined),
  };
}
