import type { Database, Order } from '@labstore/db';
import { DEFAULT_FEE_SETTINGS, ORDER_STATUS, type FeeSettings } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

/** A cart line (top-level or panel member) with the product facts the cart shows and prices. */
export interface CartItemRow {
  id: string;
  parent_item_id: string | null;
  profile_id: string | null;
  initial_price_cents: number;
  price_cents: number;
  is_use_promo_code: boolean;
  product_id: string;
  name: string;
  slug: string;
  cpt: string;
  image_id: string | null;
  market_price_cents: number | null;
  master_price_cents: number;
  product_type: number;
  is_active: boolean;
  extra_tests_price_cents: number | null;
  eligibility: string | null;
}

/** A product with what the add rules need. */
export interface ProductFacts {
  id: string;
  name: string;
  product_type: number;
  is_active: boolean;
  master_price_cents: number;
  extra_tests_price_cents: number | null;
  eligibility: string | null;
}

export interface NewLine {
  orderId: string;
  productId: string;
  profileId: string | null;
  priceCents: number;
  eligibility: unknown;
  members: ReadonlyArray<{ productId: string; priceCents: number }>;
}

export interface OrderTotals {
  sub_total_cents: number;
  discount_cents: number;
  processing_fee_cents: number;
  physician_oversight_fee_cents: number;
  lab_draw_fee_cents: number;
  order_total_cents: number;
}

const FEES_SETTING = 'fees';

/** All Kysely code of the cart; `db` may be a transaction. Ids are checked as UUIDs by the service first. */
export function cartRepository(db: Kysely<Database>) {
  return {
    /** With `forUpdate`, the order row stays locked until the transaction ends: one change of a cart at a time. */
    findOrder(id: string, options: { forUpdate?: boolean } = {}): Promise<Order | undefined> {
      const query = db.selectFrom('orders').selectAll().where('id', '=', id);
      return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    findOpenCartOf(userId: string, options: { forUpdate?: boolean } = {}): Promise<Order | undefined> {
      const query = db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', ORDER_STATUS.Cart).orderBy('created_at', 'desc').limit(1);
      return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    /** Serialises a user's cart creation: two first adds at once make one cart. */
    async lockUser(userId: string): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async adultProfileOf(userId: string): Promise<string | null> {
      const row = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('is_child', '=', false).executeTakeFirst();
      return row?.id ?? null;
    },

    /** The ids among `profileIds` that are profiles of the user. */
    async profilesOfUser(userId: string, profileIds: readonly string[]): Promise<Set<string>> {
      if (profileIds.length === 0) return new Set();
      const rows = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('id', 'in', profileIds).execute();
      return new Set(rows.map((row) => row.id));
    },

    insertCart(userId: string | null, profileId: string | null): Promise<Order> {
      return db.insertInto('orders').values({ user_id: userId, profile_id: profileId, status: ORDER_STATUS.Cart }).returningAll().executeTakeFirstOrThrow();
    },

    async claimCart(orderId: string, userId: string, profileId: string | null): Promise<void> {
      await db.updateTable('orders').set({ user_id: userId, profile_id: profileId, updated_at: sql`now()` }).where('id', '=', orderId).where('user_id', 'is', null).execute();
    },

    async deleteOrder(orderId: string): Promise<void> {
      await db.deleteFrom('orders').where('id', '=', orderId).execute();
    },

    /** Every line of an order, oldest first (groupLines puts members under their line). */
    itemsOf(orderId: string): Promise<CartItemRow[]> {
      return db
        .selectFrom('order_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select([
          'i.id',
          'i.parent_item_id',
          'i.profile_id',
          'i.initial_price_cents',
          'i.price_cents',
          'i.is_use_promo_code',
          'p.id as product_id',
          'p.name',
          'p.slug',
          'p.cpt',
          'p.image_id',
          'p.market_price_cents',
          'p.master_price_cents',
          'p.product_type',
          'p.is_active',
          'p.extra_tests_price_cents',
          'p.eligibility',
        ])
        .where('i.order_id', '=', orderId)
        // Rows written in one transaction share created_at: they are shown by name.
        .orderBy('i.created_at')
        .orderBy('p.name')
        .orderBy('i.id')
        .execute();
    },

    /** A product and its member tests (a panel's children, in the panel's order), in one query. */
    async findProductWithMembers(productId: string): Promise<{ product: ProductFacts; members: ProductFacts[] } | undefined> {
      const rows = await db
        .selectFrom('products as p')
        .leftJoin('product_children as pc', 'pc.parent_id', 'p.id')
        .leftJoin('products as m', 'm.id', 'pc.child_id')
        .select(['p.id', 'p.name', 'p.product_type', 'p.is_active', 'p.master_price_cents', 'p.extra_tests_price_cents', 'p.eligibility'])
        .select([
          'm.id as member_id',
          'm.name as member_name',
          'm.product_type as member_product_type',
          'm.is_active as member_is_active',
          'm.master_price_cents as member_master_price_cents',
          'm.extra_tests_price_cents as member_extra_tests_price_cents',
          'm.eligibility as member_eligibility',
        ])
        .where('p.id', '=', productId)
        .orderBy('pc.position')
        .orderBy('m.name')
        .execute();
      const [first] = rows;
      if (!first) return undefined;
      const product: ProductFacts = {
        id: first.id,
        name: first.name,
        product_type: first.product_type,
        is_active: first.is_active,
        master_price_cents: first.master_price_cents,
        extra_tests_price_cents: first.extra_tests_price_cents,
        eligibility: first.eligibility,
      };
      const members = rows.flatMap((row): ProductFacts[] =>
        row.member_id === null
          ? []
          : [
              {
                id: row.member_id,
                name: row.member_name ?? '',
                product_type: row.member_product_type ?? 0,
                is_active: row.member_is_active ?? false,
                master_price_cents: row.member_master_price_cents ?? 0,
                extra_tests_price_cents: row.member_extra_tests_price_cents,
                eligibility: row.member_eligibility,
              },
            ],
      );
      return { product, members };
    },

    /** A line and its members; the unique index order_items_once_per_order refuses a second line of the product. */
    async insertLine(line: NewLine): Promise<string> {
      const parent = await db
        .insertInto('order_items')
        .values({
          order_id: line.orderId,
          product_id: line.productId,
          profile_id: line.profileId,
          initial_price_cents: line.priceCents,
          price_cents: line.priceCents,
          eligibility: line.eligibility === null ? null : JSON.stringify(line.eligibility),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (line.members.length > 0) {
        await db
          .insertInto('order_items')
          .values(
            line.members.map((member) => ({
              order_id: line.orderId,
              product_id: member.productId,
              profile_id: line.profileId,
              parent_item_id: parent.id,
              initial_price_cents: member.priceCents,
              // Members count toward the total through their panel's price only.
              price_cents: 0,
            })),
          )
          .execute();
      }
      return parent.id;
    },

    /** The eligibility answers a line was added with (kept when a guest cart merges). */
    async eligibilityOf(itemId: string): Promise<unknown> {
      const row = await db.selectFrom('order_items').select('eligibility').where('id', '=', itemId).executeTakeFirst();
      return row?.eligibility ?? null;
    },

    /** Removes lines of the order; their members go with them (on delete cascade). */
    async deleteItems(orderId: string, itemIds: readonly string[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db.deleteFrom('order_items').where('order_id', '=', orderId).where('id', 'in', itemIds).execute();
    },

    async deleteAllItems(orderId: string): Promise<void> {
      await db.deleteFrom('order_items').where('order_id', '=', orderId).execute();
    },

    /** A line and its members are for one profile. */
    async setLineProfile(orderId: string, itemId: string, profileId: string): Promise<void> {
      await db
        .updateTable('order_items')
        .set({ profile_id: profileId })
        .where('order_id', '=', orderId)
        .where((eb) => eb.or([eb('id', '=', itemId), eb('parent_item_id', '=', itemId)]))
        .execute();
    },

    async setLinePrice(itemId: string, priceCents: number, promoCodeId: string | null): Promise<void> {
      await db
        .updateTable('order_items')
        .set({ price_cents: priceCents, promo_code_id: promoCodeId, is_use_promo_code: promoCodeId !== null })
        .where('id', '=', itemId)
        .execute();
    },

    async setTotals(orderId: string, totals: OrderTotals): Promise<void> {
      await db.updateTable('orders').set({ ...totals, updated_at: sql`now()` }).where('id', '=', orderId).execute();
    },

    async setPromoCode(orderId: string, promoCodeId: string | null): Promise<void> {
      await db.updateTable('orders').set({ promo_code_id: promoCodeId, updated_at: sql`now()` }).where('id', '=', orderId).execute();
    },

    /** docs/decisions.md "Fees": app_settings 'fees', over the defaults for what it leaves out. */
    async feeSettings(): Promise<FeeSettings> {
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', FEES_SETTING).executeTakeFirst();
      return { ...DEFAULT_FEE_SETTINGS, ...readFeeSettings(row?.value) };
    },
  };
}

/** Only whole, non-negative cent amounts of known fees are taken from the stored row. */
function readFeeSettings(value: unknown): Partial<FeeSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const settings: Partial<FeeSettings> = {};
  for (const key of Object.keys(DEFAULT_FEE_SETTINGS) as Array<keyof FeeSettings>) {
    const amount: unknown = (value as Record<string, unknown>)[key];
    if (typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0) settings[key] = amount;
  }
  return settings;
}

export type CartRepository = ReturnType<typeof cartRepository>;
