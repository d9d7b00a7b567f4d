import * as z from 'zod/mini';
import { listResponseSchema, type ListResponse } from './api-error';
import { textLanguageSchema } from './i18n/text-language';

// The blog API's wire shapes (spec/02 2.12, 3 "Blog article", 7 "Blog and
// newsletter"; docs/api-blog.md), one schema per shape: apps/api answers with
// them and apps/web checks the answers with them. zod/mini, like the
// catalogue's answers; the queries are in blog-queries.ts.

/** A list row and the head of an article: everything but the body and its meta tags. */
const blogArticleSummaryShape = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  /** The author's name with credentials ('Dana Whitfield, MLS(ASCP)'). */
  author: z.string(),
  /** ISO 8601 instants. The page's "Last Updated" is updatedDate (month/day/year, spec/02 5). */
  createDate: z.string(),
  updatedDate: z.string(),
  /** Reading time in minutes. */
  estimateLength: z.int(),
  imageId: z.nullable(z.string()),
  /** Issue 16: the language of the title, description and text; English when the article has none in the asked one. */
  lang: textLanguageSchema,
};
export const blogArticleSummarySchema = z.object(blogArticleSummaryShape);
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

/** GET /api/blog/get/slug?slug= and /api/blog/get?articleId=: the reader view (spec/02 3). `text` is sanitized HTML. */
export const blogArticleSchema = z.object({
  ...blogArticleSummaryShape,
  text: z.string(),
  pageTitle: z.nullable(z.string()),
  metaDescription: z.nullable(z.string()),
  metaRobots: z.nullable(z.string()),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** GET /api/blog/month/top, /api/blog/top, /api/blog/top/newest and /api/blog/get/all. */
export const blogArticleListSchema = listResponseSchema(blogArticleSummarySchema);
export type BlogArticleList = ListResponse<BlogArticleSummary>;

/** How many articles each ranked list answers (docs/decisions.md "Blog and newsletter"). */
export const BLOG_LIST_SIZES = {
  /** All-time most read: the blog home shows the first, then the second to the second-last (spec/02 2.12). */
  top: 5,
  /** Trending this month. */
  monthTop: 4,
  /** Chronological posts. */
  newest: 6,
} as const;

/** Articles published this many days back or fewer are "this month" for /api/blog/month/top. */
export const BLOG_TRENDING_DAYS = 30;

/**
 * Answers of GET /api/keap/subscribe: nothing to say beyond the 200, the same
 * whatever the address's state, so the answer tells nobody about an address.
 */
export const newsletterSubscribedSchema = z.object({});

/** Answers of POST /api/keap/subscribe/confirm: a second confirmation is harmless and says so. */
export const newsletterConfirmedSchema = z.object({ alreadyConfirmed: z.boolean() });
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;
