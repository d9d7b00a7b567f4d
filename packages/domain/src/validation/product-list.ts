import { z } from 'zod';
import { CATALOGUE_PAGE_SIZE } from '../constants';
import { DEFAULT_PRODUCT_ORDER_BY, PRODUCT_LIST_MAX_TOP, PRODUCT_ORDER_BY } from '../product-list';

export const PRODUCT_TOP_MESSAGE = `$top must be a whole number from 1 to ${PRODUCT_LIST_MAX_TOP}.`;
export const PRODUCT_SKIP_MESSAGE = '$skip must be a whole number, 0 or more.';
export const PRODUCT_ORDER_BY_MESSAGE = `$orderby must be one of: ${PRODUCT_ORDER_BY.join(', ')}.`;

const top = z.coerce
  .number({ message: PRODUCT_TOP_MESSAGE })
  .int(PRODUCT_TOP_MESSAGE)
  .min(1, PRODUCT_TOP_MESSAGE)
  .max(PRODUCT_LIST_MAX_TOP, PRODUCT_TOP_MESSAGE);
const skip = z.coerce.number({ message: PRODUCT_SKIP_MESSAGE }).int(PRODUCT_SKIP_MESSAGE).min(0, PRODUCT_SKIP_MESSAGE).max(Number.MAX_SAFE_INTEGER, PRODUCT_SKIP_MESSAGE);

/** spec/02 2.3, 7: paging of a product list; page size 10 unless asked otherwise. */
export const productPageSchema = z.object({
  $skip: skip.default(0),
  $top: top.default(CATALOGUE_PAGE_SIZE),
});

/** The query of GET /api/product/all and /api/category/browse/{id}. */
export const productListQuerySchema = productPageSchema.extend({
  $orderby: z.enum(PRODUCT_ORDER_BY, { message: PRODUCT_ORDER_BY_MESSAGE }).default(DEFAULT_PRODUCT_ORDER_BY),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
