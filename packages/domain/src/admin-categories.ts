import { z } from 'zod';
import { adminPageQuerySchema } from './admin-lists';
import { SEARCH_MAX_LENGTH } from './constants';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 20, spec/03 2 Categories tab, 3 Category, 5 Category, 7 Categories,
// 8: the category editor's calls (docs/api-admin.md "Categories and pages").
// The routes and the dashboard's form and fetchers parse these.

/** spec/03 5: name 6 to 255 characters, description up to 4000. */
export const CATEGORY_NAME_MIN_LENGTH = 6;
export const CATEGORY_NAME_MAX_LENGTH = 255;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 4000;
/** spec/03 3: flags 1 = shown in the home carousel (4 panels, 8 packages); a byte. */
export const CATEGORY_FLAG_CAROUSEL = 1;
export const CATEGORY_FLAGS_MAX = 255;

/** spec/03 8's words where it has them ('Category '{name}' has been updated or created.'); ours otherwise. */
export const ADMIN_CATEGORY_MESSAGES = {
  nameRequired: 'The category name is required.',
  nameLength: `The category name must be ${CATEGORY_NAME_MIN_LENGTH} to ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  descriptionLength: `The description must be at most ${CATEGORY_DESCRIPTION_MAX_LENGTH} characters.`,
  imageId: 'An image must be the id of an image (a GUID).',
  imageUnknown: 'There is no such image.',
  flags: `The flags must be a whole number from 0 to ${CATEGORY_FLAGS_MAX}.`,
  categoryId: 'The category id must be a category id (a GUID).',
  notFound: 'There is no such category.',
  inUse: 'This category still holds {count} tests: move them to another category before deleting it.',
  created: "Category '{name}' has been created.",
  updated: "Category '{name}' has been updated.",
  removed: "Category '{name}' was successfully removed",
} as const;

const imageIdSchema = z.uuid({ error: ADMIN_CATEGORY_MESSAGES.imageId }).nullable();

/** POST /api/category: spec/03 3 Category's fields an editor sets (the slug is made from the name once, and kept). */
export const adminCategoryInputSchema = z.object({
  name: z
    .string({ error: ADMIN_CATEGORY_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ADMIN_CATEGORY_MESSAGES.nameRequired, abort: true })
    .min(CATEGORY_NAME_MIN_LENGTH, ADMIN_CATEGORY_MESSAGES.nameLength)
    .max(CATEGORY_NAME_MAX_LENGTH, ADMIN_CATEGORY_MESSAGES.nameLength),
  description: z.string({ error: ADMIN_CATEGORY_MESSAGES.descriptionLength }).max(CATEGORY_DESCRIPTION_MAX_LENGTH, ADMIN_CATEGORY_MESSAGES.descriptionLength),
  image1Id: imageIdSchema,
  image2Id: imageIdSchema,
  flags: z.int({ error: ADMIN_CATEGORY_MESSAGES.flags }).min(0, ADMIN_CATEGORY_MESSAGES.flags).max(CATEGORY_FLAGS_MAX, ADMIN_CATEGORY_MESSAGES.flags),
});
export type AdminCategoryInput = z.infer<typeof adminCategoryInputSchema>;

export const categoryIdSchema = z.uuid({ error: ADMIN_CATEGORY_MESSAGES.categoryId });

/** PUT /api/category: the same with the category's id (spec/03 7 "with flags and id"). */
export const adminCategoryUpdateSchema = adminCategoryInputSchema.extend({ id: categoryIdSchema });
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdateSchema>;

export const adminCategoryParamsSchema = z.object({ id: categoryIdSchema });

/** POST /api/category/search/: part of the name, any case; empty is every category (the tab's list). 10 a page. */
export const adminCategorySearchSchema = adminPageQuerySchema.extend({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).default(''),
});
export type AdminCategorySearch = z.output<typeof adminCategorySearchSchema>;

/** A category as the editor reads it: its English words (the stored ones), and how many tests it holds. */
export const adminCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image1Id: z.string().nullable(),
  image2Id: z.string().nullable(),
  flags: z.int(),
  productCount: z.int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema), count: z.int() });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

/** POST and PUT /api/category: the category as saved, and spec/03 8's notice in the request's language. */
export const adminCategorySavedSchema = z.object({ category: adminCategorySchema, message: z.string() });
export type AdminCategorySaved = z.infer<typeof adminCategorySavedSchema>;

/** DELETE /api/category/{id}. */
export const adminCategoryRemovedSchema = z.object({ id: z.string(), message: z.string() });
export type AdminCategoryRemoved = z.infer<typeof adminCategoryRemovedSchema>;
