import { z } from 'zod';
import { PRODUCT_TYPE, type ProductType } from '../catalogue';
import { PRODUCT_LIST_MAX_TOP } from '../product-list';

// The path parameters of the catalogue calls (spec/02 7, spec/03 7;
// docs/api-catalogue.md). The spec words none of these messages; they are ours.

/** Slugs are up to 100 characters (spec/03 5); a GUID has 36. */
const SLUG_OR_ID_MAX_LENGTH = 100;
const slugOrId = z.string().min(1).max(SLUG_OR_ID_MAX_LENGTH);

/** GET /api/product/{slugOrId}. */
export const productSlugOrIdParamsSchema = z.object({ slugOrId });
/** GET /api/category/browse/{id}: a category's id or slug. */
export const categoryBrowseParamsSchema = z.object({ id: slugOrId });
/** GET /api/image/{id}. */
export const imageParamsSchema = z.object({ id: slugOrId });

export const PRODUCT_TYPE_FLAGS_MESSAGE = 'Flags must be a whole number from 1 to 255.';
/** GET /api/product/type/browse/{flags} and /api/product/promo/browse/{flags}: product type bits. */
export const productTypeFlagsParamsSchema = z.object({
  flags: z.coerce
    .number({ message: PRODUCT_TYPE_FLAGS_MESSAGE })
    .int(PRODUCT_TYPE_FLAGS_MESSAGE)
    .min(1, PRODUCT_TYPE_FLAGS_MESSAGE)
    .max(255, PRODUCT_TYPE_FLAGS_MESSAGE),
});

export const CATEGORY_FLAGS_MESSAGE = 'Flags must be a whole number from 0 to 255.';
/** GET /api/category/type/{flags}: category flag bits, 255 for all (spec/02 3). */
export const categoryFlagsParamsSchema = z.object({
  flags: z.coerce
    .number({ message: CATEGORY_FLAGS_MESSAGE })
    .int(CATEGORY_FLAGS_MESSAGE)
    .min(0, CATEGORY_FLAGS_MESSAGE)
    .max(255, CATEGORY_FLAGS_MESSAGE),
});

// spec/02 7: "categories with products use (0, 5)", so a is $skip and b $top.
export const CATEGORY_LIST_SKIP_MESSAGE = 'Skip must be a whole number, 0 or more.';
export const CATEGORY_LIST_TOP_MESSAGE = `Top must be a whole number from 1 to ${PRODUCT_LIST_MAX_TOP}.`;
/** GET /api/taxonomy/category/list/{skip}/{top}. */
export const categoryListParamsSchema = z.object({
  skip: z.coerce
    .number({ message: CATEGORY_LIST_SKIP_MESSAGE })
    .int(CATEGORY_LIST_SKIP_MESSAGE)
    .min(0, CATEGORY_LIST_SKIP_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, CATEGORY_LIST_SKIP_MESSAGE),
  top: z.coerce
    .number({ message: CATEGORY_LIST_TOP_MESSAGE })
    .int(CATEGORY_LIST_TOP_MESSAGE)
    .min(1, CATEGORY_LIST_TOP_MESSAGE)
    .max(PRODUCT_LIST_MAX_TOP, CATEGORY_LIST_TOP_MESSAGE),
});

const PRODUCT_TYPES: readonly number[] = Object.values(PRODUCT_TYPE);
export const PRODUCT_TYPE_PARAM_MESSAGE = `Type must be one of ${PRODUCT_TYPES.slice(0, -1).join(', ')} or ${PRODUCT_TYPES.at(-1)}.`;
/** GET /api/taxonomy/product/type/{type}: one product type. */
export const productTypeParamsSchema = z.object({
  type: z.coerce
    .number({ message: PRODUCT_TYPE_PARAM_MESSAGE })
    .refine((type): type is ProductType => PRODUCT_TYPES.includes(type), PRODUCT_TYPE_PARAM_MESSAGE),
});
