import { z } from 'zod';
import { adminPageQuerySchema } from './admin-lists';
import { BLOG_TITLE_MESSAGE, BLOG_TITLE_SEARCH_MAX_LENGTH } from './blog-queries';
import { TEXT_INPUT_MAX_LENGTH } from './constants';

// Issue 20, spec/03 2 Blog Articles tab, 3 Blog article and Author, 5
// Article, 7 Blog, 8, 9: the article editor's calls (docs/api-admin.md "Blog
// articles"). One schema for the Add/Edit dialog and the API, so both say the
// same words. The dialog's controls hold raw values ('' for "not chosen",
// the estimate as typed); the schema judges them and gives the wire's values.

/** spec/03 5 word for word where it has words; ours where it has none. */
export const ADMIN_BLOG_MESSAGES = {
  titleRequired: 'The Title Field is required',
  textRequired: 'The Text Field is required',
  shortDescriptionRequired: 'The Short Description Field is required',
  authorRequired: 'The Author Field is required',
  estimateLengthRequired: 'The Estimate Length Field is required',
  metaDescriptionRequired: 'The Meta Description Field is required',
  pageTitleRequired: 'The Page Title Field is required',
  metaRobotsRequired: 'The Meta Robots Field is required',
  textLength: `Must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  articleTextLength: 'The text must be at most 200000 characters.',
  estimateLength: 'The Estimate Length must be a whole number of minutes from 1 to 1000.',
  slugFormat: 'The slug may hold lower-case letters and digits between single dashes only.',
  slugTaken: "Another article already has the slug '{slug}': choose another.",
  authorId: 'The author must be an author id (a GUID), or empty to add a new author.',
  authorUnknown: 'There is no such author.',
  imageId: 'The image must be the id of an image (a GUID).',
  imageUnknown: 'There is no such image.',
  articleId: 'The article id must be an article id (a GUID).',
  notFound: 'There is no such article.',
  added: 'Article was successfully added',
  updated: 'Article was successfully updated',
  removed: 'Article was successfully removed',
  paddingNumber: 'Please enter a valid number for padding.',
  paddingImage: 'Please select an image to apply padding.',
} as const;

/** The spec bounds no article's HTML; this keeps one request from being a flood. */
export const ARTICLE_TEXT_MAX_LENGTH = 200_000;
/** Minutes of reading; the column wants more than 0. */
export const ARTICLE_ESTIMATE_MAX = 1000;
/** spec/03 2: the editor's font sizes run from 8 to 72, 18 by default; its line height is 30. */
export const BLOG_EDITOR_FONT_SIZE_MIN = 8;
export const BLOG_EDITOR_FONT_SIZE_MAX = 72;
export const BLOG_EDITOR_FONT_SIZE_DEFAULT = 18;
/**
 * An image's padding in whole px, as the sanitizer keeps it (ours: spec/03 5
 * says only "non-negative"; more would leave the image little room in the
 * article's 72ch column).
 */
export const BLOG_EDITOR_IMAGE_PADDING_MAX = 200;
export const BLOG_EDITOR_LINE_HEIGHT = 30;
/** The sizes the editor offers, 8 to 72. */
export const BLOG_EDITOR_FONT_SIZES: readonly number[] = [8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28, 32, 36, 40, 48, 56, 64, 72];
/** The column's check (blog_articles.slug). */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** '' or absent is "not given": the field's required message. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const requiredText = (message: string) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(TEXT_INPUT_MAX_LENGTH, ADMIN_BLOG_MESSAGES.textLength));

/** A GUID or none ('' from a select). */
const optionalId = (message: string) => z.preprocess((value) => (value === '' || value === undefined ? null : value), z.uuid({ error: message }).nullable());

/** HTML with nothing a reader would see: no words and no image (the empty editor's '<p></p>'). */
export const isBlankHtml = (html: string): boolean => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

const articleFields = z.object({
  title: requiredText(ADMIN_BLOG_MESSAGES.titleRequired),
  shortDescription: requiredText(ADMIN_BLOG_MESSAGES.shortDescriptionRequired),
  /** An author of the list; empty ('Add New Author') asks for newAuthorName (spec/03 2). */
  authorId: optionalId(ADMIN_BLOG_MESSAGES.authorId),
  newAuthorName: z.preprocess((value) => trimmed(value) ?? '', z.string().max(TEXT_INPUT_MAX_LENGTH, ADMIN_BLOG_MESSAGES.textLength)),
  estimateLength: z.preprocess(
    (value) => {
      const given = blankToUndefined(trimmed(value));
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: ADMIN_BLOG_MESSAGES.estimateLengthRequired })
      .int(ADMIN_BLOG_MESSAGES.estimateLength)
      .min(1, ADMIN_BLOG_MESSAGES.estimateLength)
      .max(ARTICLE_ESTIMATE_MAX, ADMIN_BLOG_MESSAGES.estimateLength),
  ),
  /** HTML; sanitized on save (the API), so what the storefront renders is what was stored. */
  text: z.preprocess(
    trimmed,
    z
      .string({ error: ADMIN_BLOG_MESSAGES.textRequired })
      .max(ARTICLE_TEXT_MAX_LENGTH, ADMIN_BLOG_MESSAGES.articleTextLength)
      .refine((html) => !isBlankHtml(html), ADMIN_BLOG_MESSAGES.textRequired),
  ),
  pageTitle: requiredText(ADMIN_BLOG_MESSAGES.pageTitleRequired),
  metaDescription: requiredText(ADMIN_BLOG_MESSAGES.metaDescriptionRequired),
  metaRobots: requiredText(ADMIN_BLOG_MESSAGES.metaRobotsRequired),
  imageId: optionalId(ADMIN_BLOG_MESSAGES.imageId),
  /** Empty: made from the title (slugFromName). */
  slug: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value ?? ''),
    z
      .string({ error: ADMIN_BLOG_MESSAGES.slugFormat })
      .max(TEXT_INPUT_MAX_LENGTH, ADMIN_BLOG_MESSAGES.slugFormat)
      .refine((slug) => slug === '' || ARTICLE_SLUG_PATTERN.test(slug), ADMIN_BLOG_MESSAGES.slugFormat),
  ),
  isActive: z.boolean().default(true),
});

/**
 * spec/03 5's rule across fields: an author chosen or a new name given. It is
 * judged even when other fields fail ('when'), so a submit shows every
 * message at once (spec/03 5: errors show after a submit attempt).
 */
const authorRule = {
  path: ['authorId'],
  message: ADMIN_BLOG_MESSAGES.authorRequired,
  when: () => true,
};
const hasAuthor = (article: { authorId?: unknown; newAuthorName?: unknown }) =>
  (typeof article.authorId === 'string' && article.authorId !== '') || (typeof article.newAuthorName === 'string' && article.newAuthorName.trim() !== '');

/** POST /api/blog and the Add Article dialog: spec/03 3 Blog article's fields an editor sets (never viewCount). */
export const adminBlogArticleInputSchema = articleFields.refine(hasAuthor, authorRule);
export type AdminBlogArticleInput = z.input<typeof adminBlogArticleInputSchema>;
export type AdminBlogArticleValues = z.output<typeof adminBlogArticleInputSchema>;

export const blogArticleIdSchema = z.uuid({ error: ADMIN_BLOG_MESSAGES.articleId });

/** PUT /api/blog/update: the same with the article's id. */
export const adminBlogArticleUpdateSchema = articleFields.extend({ id: blogArticleIdSchema }).refine(hasAuthor, authorRule);
export type AdminBlogArticleUpdate = z.output<typeof adminBlogArticleUpdateSchema>;

/** GET /api/blog/admin/{id}. */
export const adminBlogArticleParamsSchema = z.object({ id: blogArticleIdSchema });
/** DELETE /api/blog/delete?articleId= (spec/03 7 "with articleId"). */
export const adminBlogArticleDeleteQuerySchema = z.object({ articleId: blogArticleIdSchema });

/** GET /api/blog/get/all/admin: 10 a page (spec/03 9), search by title (any case); empty lists every article, active or not. */
export const adminBlogListQuerySchema = adminPageQuerySchema.extend({
  title: z.string().trim().max(BLOG_TITLE_SEARCH_MAX_LENGTH, BLOG_TITLE_MESSAGE).default(''),
});
export type AdminBlogListQuery = z.output<typeof adminBlogListQuerySchema>;

/** A row of the tab's table: name, status and views (spec/03 2). */
export const adminBlogArticleRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  author: z.string(),
  isActive: z.boolean(),
  viewCount: z.int(),
  createDate: z.string(),
});
export type AdminBlogArticleRow = z.infer<typeof adminBlogArticleRowSchema>;

export const adminBlogArticleListSchema = z.object({ items: z.array(adminBlogArticleRowSchema), count: z.int() });
export type AdminBlogArticleList = z.infer<typeof adminBlogArticleListSchema>;

/** An article as the editor reads it: its stored (English) words, active or not. */
export const adminBlogArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  authorId: z.string(),
  author: z.string(),
  estimateLength: z.int(),
  text: z.string(),
  pageTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaRobots: z.string().nullable(),
  imageId: z.string().nullable(),
  isActive: z.boolean(),
  viewCount: z.int(),
  createDate: z.string(),
  updatedDate: z.string(),
});
export type AdminBlogArticle = z.infer<typeof adminBlogArticleSchema>;

/** spec/03 3 Author. */
export const blogAuthorSchema = z.object({ id: z.string(), name: z.string() });
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
/** GET /api/blog/get/all/authors: every author, by name. */
export const blogAuthorListSchema = z.object({ items: z.array(blogAuthorSchema), count: z.int() });
export type BlogAuthorList = z.infer<typeof blogAuthorListSchema>;

/** POST /api/blog and PUT /api/blog/update: the article as saved, and spec/03 8's notice in the request's language. */
export const adminBlogArticleSavedSchema = z.object({ article: adminBlogArticleSchema, message: z.string() });
export type AdminBlogArticleSaved = z.infer<typeof adminBlogArticleSavedSchema>;

/** DELETE /api/blog/delete. */
export const adminBlogArticleRemovedSchema = z.object({ id: z.string(), message: z.string() });
export type AdminBlogArticleRemoved = z.infer<typeof adminBlogArticleRemovedSchema>;

/**
 * spec/03 5: an image's padding in the editor, a non-negative number of
 * pixels; the message when it cannot be applied, else the number.
 */
export function imagePadding(typed: string, imageSelected: boolean): { padding: number } | { message: string } {
  const text = typed.trim();
  const padding = Number(text);
  if (text === '' || !Number.isFinite(padding) || padding < 0) return { message: ADMIN_BLOG_MESSAGES.paddingNumber };
  if (!imageSelected) return { message: ADMIN_BLOG_MESSAGES.paddingImage };
  return { padding };
}
