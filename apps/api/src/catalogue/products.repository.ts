import type { Database } from '@labstore/db';
import { exhaustiveMap, type ProductOrderBy } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { isUuid } from '../lib/uuid';
import { productsWithUsablePromoCode } from '../promo';

/** Columns of a list row (spec/02 2.3) and of the product page (spec/02 3). */
export const LIST_COLUMNS = [
  'p.id',
  'p.slug',
  'p.name',
  'p.image_id',
  'p.master_price_cents',
  'p.market_price_cents',
  'p.cpt',
  'p.is_active',
  'p.product_type',
  'c.name as category_name',
  'c.slug as category_slug',
] as const;

export const PRODUCT_COLUMNS = [
  ...LIST_COLUMNS,
  'p.description_html',
  'p.instructions_html',
  'p.quest_code',
  'p.lab_codes',
  'p.category_id',
  'p.tags',
  'p.is_hidden',
  'p.has_extra_charge',
  'p.extra_tests_price_cents',
  'p.page_title',
  'p.meta_description',
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

export interface ProductPage {
  skip: number;
  top: number;
  orderBy: ProductOrderBy;
}

function baseQuery(db: Kysely<Database>) {
  return db.selectFrom('products as p').leftJoin('categories as c', 'c.id', 'p.category_id');
}

/** spec/02 2.3: the products a shopper may find; inactive and hidden ones never are. */
export function listedProducts(db: Kysely<Database>) {
  return baseQuery(db).where('p.is_active', '=', true).where('p.is_hidden', '=', false);
}

// The name and id after the asked order keep pages stable across requests.
const ORDER = exhaustiveMap<Record<ProductOrderBy, readonly ['p.name' | 'p.master_price_cents' | 'p.search_priority', 'asc' | 'desc']>>({
  Name: ['p.name', 'asc'],
  'Name desc': ['p.name', 'desc'],
  MasterPrice: ['p.master_price_cents', 'asc'],
  'MasterPrice desc': ['p.master_price_cents', 'desc'],
  'SearchPriority desc': ['p.search_priority', 'desc'],
});

export function productsRepository(db: Kysely<Database>) {
  function listed(filter: ProductListFilter) {
    let query = listedProducts(db);
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
      return baseQuery(db)
        .select(PRODUCT_COLUMNS)
        .where(isUuid(slugOrId) ? 'p.id' : 'p.slug', '=', slugOrId)
        .executeTakeFirst();
    },

    /** A panel's member tests in their order (spec/02 3 children). */
    childrenOf(parentId: string) {
      return baseQuery(db)
        .innerJoin('product_children as pc', 'pc.child_id', 'p.id')
        .select(LIST_COLUMNS)
        .where('pc.parent_id', '=', parentId)
        .orderBy('pc.position')
        .orderBy('p.name')
        .execute();
    },

    async listPage(filter: ProductListFilter, page: ProductPage) {
      const [column, direction] = ORDER.get(page.orderBy);
      const [rows, total] = await Promise.all([
        listed(filter)
          .select(LIST_COLUMNS)
          .orderBy(column, direction)
          .orderBy('p.name')
          .orderBy('p.id')
          .offset(page.skip).limit(page.top).execute(),
        listed(filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    findImage(id: string) {
      return db.selectFrom('images').select(['id', 'mime_type', 'bytes']).where('id', '=', id).executeTakeFirst();
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
export type ProductListRow = Awaited<ReturnType<ProductsRepository['childrenOf']>>[number];
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findBySlugOrId']>>>;
