import { z } from 'zod';
import { BLOG_PAGE_SIZE, EMAIL_MAX_LENGTH } from './constants';
import { NEWSLETTER_EMAIL_MESSAGE } from './validation/newsletter-message';
import { idTextSchema } from './validation/text-bounds';

// The blog API's queries (spec/02 5, 7; docs/api-blog.md), validated by the
// server in zod like the other request schemas (validation/).

// The spec words none of these; they are ours (docs/api-blog.md).
export const BLOG_LIST_MAX_TOP = 50;
export const BLOG_TITLE_SEARCH_MAX_LENGTH = 255;
export const BLOG_SKIP_MESSAGE = '$skip must be a whole number, 0 or more.';
export const BLOG_TOP_MESSAGE = `$top must be a whole number from 1 to ${BLOG_LIST_MAX_TOP}.`;
export const BLOG_TITLE_MESSAGE = `The title searched for must be at most ${BLOG_TITLE_SEARCH_MAX_LENGTH} characters.`;
export const BLOG_ARTICLE_NOT_FOUND_MESSAGE = 'The article was not found.';

/**
 * GET /api/blog/get/all?$skip&$top&title: active articles, newest first, 9 a
 * page unless asked otherwise; `title` keeps those whose title contains it,
 * whatever the case (spec/02 5). A blank title is no filter.
 */
export const blogListQuerySchema = z.object({
  $skip: z.coerce
    .number({ message: BLOG_SKIP_MESSAGE })
    .int(BLOG_SKIP_MESSAGE)
    .min(0, BLOG_SKIP_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, BLOG_SKIP_MESSAGE)
    .default(0),
  $top: z.coerce
    .number({ message: BLOG_TOP_MESSAGE })
    .int(BLOG_TOP_MESSAGE)
    .min(1, BLOG_TOP_MESSAGE)
    .max(BLOG_LIST_MAX_TOP, BLOG_TOP_MESSAGE)
    .default(BLOG_PAGE_SIZE),
  title: z.string().max(BLOG_TITLE_SEARCH_MAX_LENGTH, BLOG_TITLE_MESSAGE).trim().optional(),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** Slugs are at most 255 characters (the blog_articles check); a longer one names no article. */
export const blogSlugQuerySchema = z.object({ slug: z.string().min(1).max(255) });

/** An id that is no UUID names no article: 404, as for an unknown one. */
export const blogArticleIdQuerySchema = z.object({ articleId: idTextSchema });


/**
 * GET /api/keap/subscribe?email=. Only bounded here (twice an address's
 * length, room for pasted spaces): the server checks the address with
 * newsletterSchema, so a missing or bad one gets the spec's one message as
 * the answer's message (spec/02 8).
 */
export const newsletterSubscribeQuerySchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH * 2, NEWSLETTER_EMAIL_MESSAGE).optional() });

/**
 * POST /api/keap/subscribe/confirm: the code of the confirmation link (issue
 * 14, double opt-in). In the body, so it never reaches a server's path log;
 * only bounded, a wrong one is told apart by the lookup.
 */
export const newsletterConfirmSchema = z.object({ code: z.string().max(200) });
export type NewsletterConfirm = z.output<typeof newsletterConfirmSchema>;
