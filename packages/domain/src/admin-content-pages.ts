import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from './constants';

// Issue 20, spec/03 2 Pages (Edit) tab, 3 Content page, 5 Page, 7 Pages, 8:
// the page editor's calls (docs/api-admin.md "Categories and pages"). The
// routes and the dashboard's form and fetchers parse these.

/** spec/03 5: meta description, page title and meta robots up to 300 characters each. */
export const PAGE_META_MAX_LENGTH = 300;
/** The column's bound (content_pages.slug). */
export const PAGE_SLUG_MAX_LENGTH = 500;
/** The spec sets no bound on a page's HTML or description; these keep one request from being a flood. */
export const PAGE_CONTENT_MAX_LENGTH = 200_000;
export const PAGE_DESCRIPTION_MAX_LENGTH = 4000;
export const PAGE_POSITION_MAX = 1_000_000;

/** spec/03 8's words where it has them ('Successfully added', 'Updated.'); ours otherwise. */
export const ADMIN_PAGE_MESSAGES = {
  nameRequired: 'The page name is required.',
  parentRequired: 'The parent is required.',
  contentRequired: 'The content is required.',
  textLength: `Must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  metaLength: `Must be at most ${PAGE_META_MAX_LENGTH} characters.`,
  contentLength: `The content must be at most ${PAGE_CONTENT_MAX_LENGTH} characters.`,
  descriptionLength: `The description must be at most ${PAGE_DESCRIPTION_MAX_LENGTH} characters.`,
  position: `The position must be a whole number from -${PAGE_POSITION_MAX} to ${PAGE_POSITION_MAX}.`,
  slugFormat: 'The slug may hold letters, digits, dashes, underscores, dots and slashes only; a link may be an http(s) address or a path starting with /.',
  slugTaken: "Another page already has the slug '{slug}': choose another.",
  pageId: 'The page id must be a page id (a GUID).',
  notFound: 'There is no such page.',
  added: 'Successfully added',
  updated: 'Updated.',
  removed: 'The page was removed.',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((text) => (text ? text : null));

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(TEXT_INPUT_MAX_LENGTH, ADMIN_PAGE_MESSAGES.textLength);

/** A page's slug as the storefront's links take it (`/{slug}`); empty asks for one made from the name. */
export const PAGE_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_./-]*$/;
/** A link entry's slug is where it leads (the seed's 'https://www.trustpilot.com/'): an http(s) address or a path of the site. */
export const PAGE_LINK_PATTERN = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;

const pageShape = {
  name: requiredText(ADMIN_PAGE_MESSAGES.nameRequired),
  parent: requiredText(ADMIN_PAGE_MESSAGES.parentRequired),
  isLink: z.boolean(),
  combobox: optionalText(TEXT_INPUT_MAX_LENGTH, ADMIN_PAGE_MESSAGES.textLength),
  /** HTML, sanitized on save; required but for a link, which has no page of its own (the seed's link entries have none). */
  content: z.string({ error: ADMIN_PAGE_MESSAGES.contentRequired }).trim().max(PAGE_CONTENT_MAX_LENGTH, ADMIN_PAGE_MESSAGES.contentLength),
  description: optionalText(PAGE_DESCRIPTION_MAX_LENGTH, ADMIN_PAGE_MESSAGES.descriptionLength),
  slug: z.string({ error: ADMIN_PAGE_MESSAGES.slugFormat }).trim().max(PAGE_SLUG_MAX_LENGTH, ADMIN_PAGE_MESSAGES.slugFormat),
  metaDescription: optionalText(PAGE_META_MAX_LENGTH, ADMIN_PAGE_MESSAGES.metaLength),
  pageTitle: optionalText(PAGE_META_MAX_LENGTH, ADMIN_PAGE_MESSAGES.metaLength),
  metaRobots: optionalText(PAGE_META_MAX_LENGTH, ADMIN_PAGE_MESSAGES.metaLength),
  isActive: z.boolean(),
  iconName: optionalText(TEXT_INPUT_MAX_LENGTH, ADMIN_PAGE_MESSAGES.textLength),
  position: z.int({ error: ADMIN_PAGE_MESSAGES.position }).min(-PAGE_POSITION_MAX, ADMIN_PAGE_MESSAGES.position).max(PAGE_POSITION_MAX, ADMIN_PAGE_MESSAGES.position),
};

/** The rules across fields: content required for a page, and the slug's form, which a link's address may take. */
function pageRules(page: { isLink: unknown; slug: unknown; content: unknown }, context: z.RefinementCtx): void {
  const isLink = page.isLink === true;
  if (typeof page.content === 'string' && page.content === '' && !isLink) context.addIssue({ code: 'custom', path: ['content'], message: ADMIN_PAGE_MESSAGES.contentRequired });
  if (typeof page.slug === 'string' && page.slug !== '' && !PAGE_SLUG_PATTERN.test(page.slug) && !(isLink && PAGE_LINK_PATTERN.test(page.slug))) {
    context.addIssue({ code: 'custom', path: ['slug'], message: ADMIN_PAGE_MESSAGES.slugFormat });
  }
}

/** POST /api/content/add: spec/03 3 Content page's fields; name, parent and content required (spec/03 5). */
export const adminPageInputSchema = z.object(pageShape).superRefine(pageRules);
export type AdminPageInput = z.input<typeof adminPageInputSchema>;
export type AdminPageValues = z.output<typeof adminPageInputSchema>;

export const pageIdSchema = z.uuid({ error: ADMIN_PAGE_MESSAGES.pageId });

/** PUT /api/content/update: the same with the page's id. */
export const adminPageUpdateSchema = z.object({ ...pageShape, id: pageIdSchema }).superRefine(pageRules);
export type AdminPageUpdate = z.input<typeof adminPageUpdateSchema>;

export const adminPageParamsSchema = z.object({ id: pageIdSchema });

/** A page as the editor reads it: its English (stored) words, active or not. */
export const adminPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  parent: z.string(),
  type: z.string(),
  isLink: z.boolean(),
  combobox: z.string().nullable(),
  content: z.string(),
  description: z.string().nullable(),
  metaDescription: z.string().nullable(),
  pageTitle: z.string().nullable(),
  metaRobots: z.string().nullable(),
  isActive: z.boolean(),
  iconName: z.string().nullable(),
  position: z.int(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageListSchema = z.object({ items: z.array(adminPageSchema), count: z.int() });
export type AdminPageList = z.infer<typeof adminPageListSchema>;

/** POST /api/content/add and PUT /api/content/update: the page as saved, and spec/03 8's notice. */
export const adminPageSavedSchema = z.object({ page: adminPageSchema, message: z.string() });
export type AdminPageSaved = z.infer<typeof adminPageSavedSchema>;

export const adminPageRemovedSchema = z.object({ id: z.string(), message: z.string() });
export type AdminPageRemoved = z.infer<typeof adminPageRemovedSchema>;
