import { fromCents } from '@labstore/domain';
import { z } from 'zod';
import type { ProductListRow, ProductRow } from './products.repository';

// docs/api-catalogue.md: money is the spec's decimal amount on the wire.

/** spec/02 2.3 list row. */
export const productListRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  imageId: z.string().nullable(),
  masterPrice: z.number(),
  marketPrice: z.number().nullable(),
  cpt: z.string(),
  isActive: z.boolean(),
  categoryName: z.string().nullable(),
  productType: z.number().int(),
});
export type ProductListRowBody = z.infer<typeof productListRowSchema>;

export const productListSchema = z.object({ items: z.array(productListRowSchema), count: z.number().int() });

/** spec/02 3 product, as the product page reads it. */
export const productSchema = productListRowSchema.extend({
  description: z.string(),
  instructions: z.string(),
  questCode: z.string().nullable(),
  labCode: z.number().int(),
  categoryId: z.string().nullable(),
  categorySlug: z.string().nullable(),
  tags: z.array(z.string()),
  isHidden: z.boolean(),
  hasExtraCharge: z.boolean(),
  extraTestsPrice: z.number().nullable(),
  pageTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaRobots: z.string().nullable(),
  eligibility: z.string().nullable(),
  children: z.array(productListRowSchema),
});
export type ProductBody = z.infer<typeof productSchema>;

function centsOrNull(cents: number | null): number | null {
  return cents === null ? null : fromCents(cents);
}

export function toProductListRow(row: ProductListRow): ProductListRowBody {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    imageId: row.image_id,
    masterPrice: fromCents(row.master_price_cents),
    marketPrice: centsOrNull(row.market_price_cents),
    cpt: row.cpt,
    isActive: row.is_active,
    categoryName: row.category_name,
    productType: row.product_type,
  };
}

export function toProductBody(row: ProductRow, children: readonly ProductListRow[]): ProductBody {
  return {
    ...toProductListRow(row),
    description: row.description_html,
    instructions: row.instructions_html,
    questCode: row.quest_code,
    labCode: row.lab_codes,
    categoryId: row.category_id,
    categorySlug: row.category_slug,
    tags: row.tags,
    isHidden: row.is_hidden,
    hasExtraCharge: row.has_extra_charge,
    extraTestsPrice: centsOrNull(row.extra_tests_price_cents),
    pageTitle: row.page_title,
    metaDescription: row.meta_description,
    metaRobots: row.meta_robots,
    eligibility: row.eligibility,
    children: children.map(toProductListRow),
  };
}
