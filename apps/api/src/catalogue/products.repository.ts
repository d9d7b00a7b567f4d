import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { isUuid } from '../lib/uuid';
import { productsWithUsablePromoCode } from '../promo';

/**
 * Columns of a list row (spec/02 2.3) and of the product page (spec/02 3).
 * Issue 16: the words in the asked language where the product has them
 * (baseQuery's translation joins), else the English ones; `lang` says which.
 */
/** The product's name in the asked language, else the English one. */
export const PRODUCT_NAME = sql<string>`coalesce(pt.name, p.name)`.as('name');

export const LIST_COLUMNS = [
  'p.id',
  'p.slug',
  PRODUCT_NAME,
  'p.image_id',
  'p.master_price_cents',
  'p.market_price_cents',
  'p.cpt',
  'p.is_active',
  'p.product_type',
  sql<string | null>`coalesce(ct.name, c.name)`.as('category_name'),
  'c.slug as category_slug',
  sql<SiteLanguage>`coalesce(pt.language, 'en')`.as('lang'),
] as const;

export const PRODUCT_COLUMNS = [
  ...LIST_COLUMNS,
  sql<string>`coalesce(pt.description_html, p.description_html)`.as('description_html'),
  sql<string>`coalesce(pt.instructions_html, p.instructions_html)`.as('instructions_html'),
  'p.quest_code',
  'p.lab_codes',
  'p.category_id',
  'p.tags',
  'p.is_hidden',
  'p.has_extra_charge',
  'p.extra_tests_price_cents',
  sql<string | null>`coalesce(pt.page_title, p.page_title)`.as('page_title'),
  sql<string | null>`coalesce(pt.meta_description, p.meta_description)`.as('meta_description'),
  'p.meta_robots',
  'p.eligibility',
] as const;

export interface ProductListFilter {
  categoryId?: string;
  /** Product type bit flags (spec/02 7 type browse). */
  typeFlags?: number;
  /** Only products a product promo code usable now applies to (spec/02 7 promo browse). */
  withUsablePromo?: boolean;
}

/** Products with their category, each joined to its words in `language` when it has them (English has no translation rows). */
export function baseQuery(db: Kysely<Database>, language: SiteLanguage) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'p.id').on('pt.language', '=', language))
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.language', '=', language));
}

/** spec/02 2.3: the products a shopper may find; inactive and hidden ones never are. */
export function listedProducts(db: Kysely<Database>, language: SiteLanguage) {
  return baseQuery(db, language).where('p.is_active', '=', true).where('p.is_hidden', '=', false);
}

export function productsRepository(db: Kysely<Database>, language: SiteLanguage) {
  function listed(filter: ProductListFilter) {
    let query = listedProducts(db, language);
    if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
    if (filter.typeFlags !== undefined) query = query.where(sql<boolean>`(p.product_type & ${filter.typeFlags}) <> 0`);
    if (filter.withUsablePromo) {
      query = query.where('p.id', 'in', productsWithUsablePromoCode(db));
    }
    return query;
  }

  return {
    /** The product page's product, whether or not it is active or hidden. */
    findBySlugOrId(slugOrId: string) {
      return baseQuery(db, language)
        .select(PRODUCT_COLUMNS)
        .where(isUuid(slugOrId) ? 'p.id' : 'p.slug', '=', slugOrId)
        .executeTakeFirst();
    },

    /** A panel's member tests in their order (spec/02 3 children). */
    childrenOf(parentId: string) {
      return baseQuery(db, language)
        .innerJoin('product_children as pc', 'pc.child_id', 'p.id')
        .select(LIST_COLUMNS)
        .where('pc.parent_id', '=', parentId)
        .orderBy('pc.position')
        .orderBy('p.id')
        .execute();
    },

    /**
     * Every listed product the filter keeps, unordered: the service sorts them
     * by the domain's rule (issue 16 defect 3; docs/decisions.md, name order)
     * and answers a page. A list is at most the catalogue, a few hundred rows.
     */
    listed(filter: ProductListFilter) {
      return listed(filter).select([...LIST_COLUMNS, 'p.search_priority']).execute();
    },

    findImage(id: string) {
      return db.selectFrom('images').select(['id', 'mime_type', 'bytes']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
export type ProductListRow = Awaited<ReturnType<ProductsRepository['childrenOf']>>[number];
export type ListedProductRow = Awaited<ReturnType<ProductsRepository['listed']>>[number];
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findBySlugOrId']>>>;
