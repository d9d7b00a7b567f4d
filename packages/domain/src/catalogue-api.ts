import * as z from 'zod/mini';
import { listResponseSchema, type ListResponse } from './api-error';
import { categoryItemSchema } from './categories-api';
import { SITE_LANGUAGES } from './i18n/site-language';
import { textLanguageSchema } from './i18n/text-language';

// The catalogue API's answers (spec/02 2.3, 3, 7; docs/api-catalogue.md), one
// schema per wire shape: apps/api answers with them and apps/web checks the
// answers with them, so a changed field fails the type check on both sides.
// zod/mini: the storefront's first load reads these (decisions.md). Money is
// the spec's decimal amount; screens turn it into cents.

/**
 * spec/02 2.3: a product list row. `cpt` is '' when a test has none.
 * `categorySlug` is ours, beside the spec's `categoryName`: the category page
 * names its category in the visitor's language by it (decisions.md).
 */
const productListItemShape = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  imageId: z.nullable(z.string()),
  masterPrice: z.number(),
  marketPrice: z.nullable(z.number()),
  cpt: z.string(),
  isActive: z.boolean(),
  categoryName: z.nullable(z.string()),
  categorySlug: z.nullable(z.string()),
  productType: z.int(),
  /** Issue 16: the language of the product's own words (name, description, instructions); English when it has none in the asked one. */
  lang: textLanguageSchema,
};
export const productListItemSchema = z.object(productListItemShape);
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** GET /api/product/all, /api/category/browse/{id}, /api/product/type/browse/{flags}, /api/product/promo/browse/{flags}. */
export const productListResponseSchema = listResponseSchema(productListItemSchema);
export type ProductListResponse = ListResponse<ProductListItem>;

/** GET /api/product/{slugOrId} (spec/02 3): `children` are a panel's member tests in order. */
// Shapes are spread rather than z.extend-ed: zod/mini's helpers land in the
// first load as soon as any chunk uses one (decisions.md, first load).
const productDetailShape = {
  ...productListItemShape,
  description: z.string(),
  instructions: z.string(),
  questCode: z.nullable(z.string()),
  labCode: z.int(),
  categoryId: z.nullable(z.string()),
  tags: z.array(z.string()),
  isHidden: z.boolean(),
  hasExtraCharge: z.boolean(),
  extraTestsPrice: z.nullable(z.number()),
  pageTitle: z.nullable(z.string()),
  metaDescription: z.nullable(z.string()),
  metaRobots: z.nullable(z.string()),
  eligibility: z.nullable(z.string()),
};
export const productDetailSchema = z.object({ ...productDetailShape, children: z.array(productListItemSchema) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** POST /api/product/search and /api/catalog/search: the rows, and the closest test name when nothing matched. */
export const productSearchResultSchema = z.object({
  items: z.array(productListItemSchema),
  count: z.int(),
  didYouMean: z.nullable(z.string()),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** GET /api/taxonomy/category/list/{skip}/{top}: each category with its product count and first products. */
export const categoryWithProductsSchema = z.object({
  ...categoryItemSchema.shape,
  productCount: z.int(),
  products: z.array(productListItemSchema),
});
export type CategoryWithProducts = z.infer<typeof categoryWithProductsSchema>;
export const categoryWithProductsListResponseSchema = listResponseSchema(categoryWithProductsSchema);

/** GET /api/taxonomy/product/type/{type}: a product as editors' pickers name it. */
export const productOfTypeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cpt: z.string(),
  productType: z.int(),
});
export type ProductOfType = z.infer<typeof productOfTypeSchema>;
export const productOfTypeListResponseSchema = listResponseSchema(productOfTypeSchema);

/** GET /api/pwnhealth/products/approved. `pwnCode` is null for a panel, approved through its members. */
export const approvedProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  productType: z.int(),
  pwnCode: z.nullable(z.string()),
});
export type ApprovedProduct = z.infer<typeof approvedProductSchema>;
export const approvedProductListResponseSchema = listResponseSchema(approvedProductSchema);

/**
 * GET /api/catalogue/offline (docs/decisions.md, the offline catalogue): a
 * product as the storefront keeps it on the device. Its page's fields, its
 * panel members by id (in order), and what search ranks by.
 */
export const offlineProductSchema = z.object({
  ...productDetailShape,
  searchPriority: z.int(),
  childIds: z.array(z.string()),
});
export type OfflineProduct = z.infer<typeof offlineProductSchema>;

/** The whole public catalogue in one answer: every listed product, the members of listed panels, and the categories. */
export const offlineCatalogueSchema = z.object({
  /** The language the catalogue was asked in (issue 16): its lists sort by it. */
  language: z.enum(SITE_LANGUAGES),
  products: z.array(offlineProductSchema),
  categories: z.array(categoryItemSchema),
});
export type OfflineCatalogue = z.infer<typeof offlineCatalogueSchema>;
