import { fromCents, type ProductDetail, type ProductListItem } from '@labstore/domain';
import type { ProductListRow, ProductRow } from './products.repository';

// docs/api-catalogue.md: money is the spec's decimal amount on the wire; the
// wire shapes are packages/domain's (catalogue-api.ts).

function centsOrNull(cents: number | null): number | null {
  return cents === null ? null : fromCents(cents);
}

export function toProductListRow(row: ProductListRow): ProductListItem {
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
    categorySlug: row.category_slug,
    productType: row.product_type,
    lang: row.lang,
  };
}

export function toProductBody(row: ProductRow, children: readonly ProductListRow[]): ProductDetail {
  return {
    ...toProductListRow(row),
    description: row.description_html,
    instructions: row.instructions_html,
    questCode: row.quest_code,
    labCode: row.lab_codes,
    categoryId: row.category_id,
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
