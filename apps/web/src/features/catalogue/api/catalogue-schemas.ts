import * as z from 'zod/mini';

// docs/api-catalogue.md: the wire shapes of the catalogue calls. zod/mini,
// like every response schema the storefront may load early (decisions.md).
// Money arrives as the spec's decimal amount; screens turn it into cents.

/** A list row (spec/02 2.3). */
export const productRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  imageId: z.nullish(z.string()),
  masterPrice: z.number(),
  marketPrice: z.nullish(z.number()),
  cpt: z.nullish(z.string()),
  isActive: z.boolean(),
  categoryName: z.nullish(z.string()),
  productType: z.number(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productListSchema = z.object({ items: z.array(productRowSchema), count: z.int() });
export type ProductList = z.infer<typeof productListSchema>;

/** The product page's product (spec/02 3); `children` are the panel's member tests in order. */
export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  instructions: z.nullish(z.string()),
  productType: z.number(),
  cpt: z.nullish(z.string()),
  marketPrice: z.nullish(z.number()),
  masterPrice: z.number(),
  imageId: z.nullish(z.string()),
  categoryId: z.nullish(z.string()),
  categoryName: z.nullish(z.string()),
  categorySlug: z.nullish(z.string()),
  isActive: z.boolean(),
  isHidden: z.boolean(),
  pageTitle: z.nullish(z.string()),
  metaDescription: z.nullish(z.string()),
  metaRobots: z.nullish(z.string()),
  children: z.array(productRowSchema),
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/product/search: the rows plus the closest test name when nothing matched. */
export const searchResultSchema = z.object({
  items: z.array(productRowSchema),
  count: z.int(),
  didYouMean: z.nullish(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
