import * as z from 'zod/mini';
import { listResponseSchema } from './api-error';
import { textLanguageSchema } from './i18n/text-language';

// The category answers of the catalogue API (spec/02 3, 7; spec/03 3), apart
// from catalogue-api.ts so the home carousel, in the storefront's first load,
// loads this schema alone (decisions.md, first load).

/** spec/02 3, spec/03 3: a category. `description` is '' when it has none. */
export const categoryItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image1Id: z.nullable(z.string()),
  image2Id: z.nullable(z.string()),
  flags: z.int(),
  /** Issue 16: the language of the name and description; English when the category has none in the asked one. */
  lang: textLanguageSchema,
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

/** GET /api/category/type/{flags}. */
export const categoryListResponseSchema = listResponseSchema(categoryItemSchema);
