import { compiledOnce, type Database, type NewOrderItem, type Order, type OrderItem, type Product, type ProductChildrenTable, type SlotOf } from '@labstore/db';
import { DEFAULT_FEE_SETTINGS, ORDER_STATUS, type FeeSettings } from '@labstore/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { isUuid } from '../lib/uuid';
import { selectSetting } from '../settings/settings.repository';

/** The product facts a cart line shows, prices and checks. */
export type CartProductRow = Pick<
  Product,
  'name' | 'slug' | 'cpt' | 'image_id' | 'market_price_cents' | 'master_price_cents' | 'product_type' | 'is_active' | 'extra_tests_price_cents' | 'eligibility'
> & { product_id: Product['id'] };

/** A cart line (top-level or panel member) with the product facts the cart shows and prices. */
export type CartItemRow = CartProductRow & Pick<OrderItem, 'id' | 'parent_item_id' | 'profile_id' | 'initial_price_cents' | 'price_cents' | 'is_use_promo_code'>;

/** A panel member of a product being added, with its place in the panel. */
export type MemberRow = CartProductRow & Pick<Selectable<ProductChildrenTable>, 'position'>;

/** A locked cart as a change needs it, read in one round trip. */
export interface CartState {
  /** In itemsOf's order. */
  rows: CartItemRow[];
  fees: FeeSettings;
}

/** A locked cart and the product about to be added to it, read in one round trip. */
export interface AddState extends CartState {
  /** Undefined when there is no such product. */
  product: CartProductRow | undefined;
  /** In name order, as the database sorts names. */
  members: MemberRow[];
  /** How many of the cart's top-level lines sort before the new line in itemsOf's order. */
  newLinePosition: number;
}

/** A line's stored price and promo mark. */
export interface LinePrice {
  itemId: string;
  priceCents: number;
  promoCodeId: string | null;
}

/** An order_items row to insert, its id made by the caller so a panel and its members go in together. */
export type NewItem = NewOrderItem & { id: string };

/** Everything a change of a cart writes. */
export interface CartChange {
  orderId: string;
  /** Top-level lines; their members go with them. */
  removeItemIds?: readonly string[];
  newItems?: readonly NewItem[];
  linePrices?: readonly LinePrice[];
  /** Null when the stored totals are already right. */
  totals?: OrderTotals | null;
}

/** The totals an order stores. */
export type OrderTotals = Pick<Order, 'sub_total_cents' | 'discount_cents' | 'processing_fee_cents' | 'physician_oversight_fee_cents' | 'lab_draw_fee_cents' | 'order_total_cents'>;

const FEES_SETTING = 'fees';

/** The columns of a cart line and of its product, as every read of lines selects them (the order history reads many orders' lines with them). */
export const ITEM_COLUMNS = ['i.id', 'i.parent_item_id', 'i.profile_id', 'i.initial_price_cents', 'i.price_cents', 'i.is_use_promo_code'] as const;
export const PRODUCT_COLUMNS = [
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
] as const;

function selectItemsOf(db: Kysely<Database>, orderId: string) {
  return (
    db
      .selectFrom('order_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(ITEM_COLUMNS)
      .select(PRODUCT_COLUMNS)
      .where('i.order_id', '=', orderId)
      // Rows written in one transaction share created_at: they are shown by name.
      .orderBy('i.created_at')
      .orderBy('p.name')
      .orderBy('i.id')
  );
}

// Every cart change sends these statements: each is built once and sent
// prepared (compiledOnce), so neither Kysely nor PostgreSQL works it out again
// per request (docs/performance.md, issue 21).

const lockOrderStatement = compiledOnce((db: Kysely<Database>, slot: SlotOf<{ orderId: string }>) =>
  db.selectFrom('orders').selectAll().where('id', '=', slot('orderId')).forUpdate().compile(),
);

const readCartStatement = compiledOnce((db: Kysely<Database>, slot: SlotOf<{ orderId: string }>) =>
  db.selectNoFrom([jsonArrayFrom(selectItemsOf(db, slot('orderId'))).as('rows'), selectSetting(db, FEES_SETTING).as('fees')]).compile(),
);

/**
 * The cart's lines, the fees, and the product with its members; each line
 * says whether it sorts before a new line `newItemId` of the product: that
 * line will be written with this transaction's now() as created_at, and the
 * database's own row comparison places it as itemsOf would, ties by name and
 * id included. (Plain subqueries: a window function or a join of its own here
 * cost more to plan than the rest of the statement.)
 */
const readForAddStatement = compiledOnce((db: Kysely<Database>, slot: SlotOf<{ orderId: string; productId: string; newItemId: string }>) => {
  const newLineKey = sql`(now(), (select name from products where id = ${slot('productId')}), ${slot('newItemId')}::uuid)`;
  return db
    .selectNoFrom([
      jsonArrayFrom(selectItemsOf(db, slot('orderId')).select(sql<boolean>`(i.created_at, p.name, i.id) < ${newLineKey}`.as('before_new'))).as('rows'),
      selectSetting(db, FEES_SETTING).as('fees'),
      jsonObjectFrom(db.selectFrom('products as p').select(PRODUCT_COLUMNS).where('p.id', '=', slot('productId'))).as('product'),
      jsonArrayFrom(
        db
          .selectFrom('product_children as pc')
          .innerJoin('products as p', 'p.id', 'pc.child_id')
          .select(PRODUCT_COLUMNS)
          .select('pc.position')
          .where('pc.parent_id', '=', slot('productId'))
          .orderBy('p.name'),
      ).as('members'),
    ])
    .compile();
});

/** A CartChange as writeChangeStatement takes it: its lists and totals as JSON text, so the statement's text is the same for every change. */
interface ChangeValues {
  orderId: string;
  removeItemIds: string;
  newItems: string;
  linePrices: string;
  /** JSON, or null to leave the stored totals. */
  totals: string | null;
}

/**
 * A change of a cart in one statement (the writes as data-modifying CTEs):
 * lines deleted and inserted, prices set, totals set when given. No two of
 * them touch the same row, so their order does not matter; inserted members
 * reference their panel, inserted by the same statement, as foreign keys are
 * checked at its end. It answers whether the order has a payment intent that
 * can still take money (not canceled), which a new total makes stale (issue
 * 14): asked here rather than in a round trip of its own.
 */
const writeChangeStatement = compiledOnce((db: Kysely<Database>, slot: SlotOf<ChangeValues>) =>
  sql<{ has_open_attempt: boolean }>`
    with removed as (
      delete from order_items
      where order_id = ${slot('orderId')} and id in (select value::uuid from jsonb_array_elements_text(${slot('removeItemIds')}::jsonb))
    ), added as (
      insert into order_items (id, order_id, product_id, profile_id, parent_item_id, initial_price_cents, price_cents, promo_code_id, is_use_promo_code, eligibility)
      select id, ${slot('orderId')}, product_id, profile_id, parent_item_id, initial_price_cents, price_cents, promo_code_id, coalesce(is_use_promo_code, false), eligibility::jsonb
      from jsonb_to_recordset(${slot('newItems')}::jsonb) as n(
        id uuid, product_id uuid, profile_id uuid, parent_item_id uuid, initial_price_cents integer, price_cents integer, promo_code_id uuid, is_use_promo_code boolean, eligibility text
      )
    ), repriced as (
      update order_items as i
      set price_cents = p."priceCents", promo_code_id = p."promoCodeId", is_use_promo_code = p."promoCodeId" is not null
      from jsonb_to_recordset(${slot('linePrices')}::jsonb) as p("itemId" uuid, "priceCents" integer, "promoCodeId" uuid)
      where i.id = p."itemId" and i.order_id = ${slot('orderId')}
    ), totalled as (
      update orders as o
      set sub_total_cents = t.sub_total_cents, discount_cents = t.discount_cents, processing_fee_cents = t.processing_fee_cents,
        physician_oversight_fee_cents = t.physician_oversight_fee_cents, lab_draw_fee_cents = t.lab_draw_fee_cents, order_total_cents = t.order_total_cents, updated_at = now()
      from jsonb_to_record(${slot('totals')}::jsonb) as t(
        sub_total_cents integer, discount_cents integer, processing_fee_cents integer, physician_oversight_fee_cents integer, lab_draw_fee_cents integer, order_total_cents integer
      )
      where o.id = ${slot('orderId')} and ${slot('totals')}::jsonb is not null
    )
    select exists (select 1 from checkout_attempts where order_id = ${slot('orderId')} and canceled_at is null) as has_open_attempt`.compile(db),
);

/**
 * All Kysely code of orders and their lines (the cart is an order in status
 * Cart); `db` may be a transaction. Ids other than findOrder's are checked as
 * UUIDs by the caller first.
 */
export function ordersRepository(db: Kysely<Database>) {
  const selectItems = (orderId: string) => selectItemsOf(db, orderId);
  const selectFees = () => selectSetting(db, FEES_SETTING);

  return {
    /**
     * With `forUpdate`, the order row stays locked until the transaction ends:
     * one change of a cart at a time, and cart edits and settlements wait for
     * each other. An id that is no UUID names no order.
     */
    async findOrder(id: string, options: { forUpdate?: boolean } = {}): Promise<Order | undefined> {
      if (!isUuid(id)) return undefined;
      if (!options.forUpdate) return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      const [order] = await lockOrderStatement(db, { orderId: id });
      return order;
    },

    findOpenCartOf(userId: string, options: { forUpdate?: boolean } = {}): Promise<Order | undefined> {
      const query = db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', ORDER_STATUS.Cart).orderBy('created_at', 'desc').limit(1);
      return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
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
      return selectItems(orderId).execute();
    },

    /** A locked cart's lines and the fee settings. */
    async readCart(orderId: string): Promise<CartState> {
      const [row] = await readCartStatement(db, { orderId });
      return { rows: row?.rows ?? [], fees: toFeeSettings(row?.fees) };
    },

    /** readCart and the product with its members, and how many of the cart's lines sort before a new line of it with id `newItemId`. */
    async readForAdd(orderId: string, productId: string, newItemId: string): Promise<AddState> {
      const [row] = await readForAddStatement(db, { orderId, productId, newItemId });
      const rows = row?.rows ?? [];
      return {
        rows: rows.map(({ before_new: _beforeNew, ...item }) => item),
        fees: toFeeSettings(row?.fees),
        product: row?.product ?? undefined,
        members: row?.members ?? [],
        newLinePosition: rows.filter((item) => item.parent_item_id === null && item.before_new).length,
      };
    },

    /** Writes a change in one statement (writeChangeStatement); answers whether the order has a payment intent not canceled (false for an empty change, which sends nothing). */
    async writeChange(change: CartChange): Promise<{ hasOpenAttempt: boolean }> {
      const { orderId, removeItemIds = [], newItems = [], linePrices = [], totals = null } = change;
      if (removeItemIds.length === 0 && newItems.length === 0 && linePrices.length === 0 && totals === null) return { hasOpenAttempt: false };
      const values = { orderId, removeItemIds: JSON.stringify(removeItemIds), newItems: JSON.stringify(newItems), linePrices: JSON.stringify(linePrices), totals: totals && JSON.stringify(totals) };
      const [row] = await writeChangeStatement(db, values);
      return { hasOpenAttempt: row?.has_open_attempt ?? false };
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

    /**
     * Issue 20: whether an order other than an open cart holds the product (a
     * line or a panel member): such a test is part of the store's history and
     * is not deleted.
     */
    async productInPlacedOrders(productId: string): Promise<boolean> {
      const row = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select('i.id')
        .where('i.product_id', '=', productId)
        .where('o.status', '<>', ORDER_STATUS.Cart)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Issue 20: a test about to be deleted leaves every open cart: the lines
     * of it, and the lines of a panel holding it as a member (their members go
     * with them, on delete cascade). Each cart reprices on its next read.
     */
    async removeProductFromOpenCarts(productId: string): Promise<void> {
      const openCartLines = db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(sql<string>`coalesce(i.parent_item_id, i.id)`.as('line_id'))
        .where('i.product_id', '=', productId)
        .where('o.status', '=', ORDER_STATUS.Cart);
      await db.deleteFrom('order_items').where('id', 'in', openCartLines).execute();
    },

    /**
     * Issue 20: a test's new master price becomes the initial price of its
     * lines and panel members in every open cart (decisions.md "Add rules in
     * detail": members carry it too), so each cart reprices on its next read;
     * placed orders keep what they were charged.
     */
    async setOpenCartInitialPrice(productId: string, masterPriceCents: number): Promise<void> {
      const openCarts = db.selectFrom('orders').select('id').where('status', '=', ORDER_STATUS.Cart);
      await db
        .updateTable('order_items')
        .set({ initial_price_cents: masterPriceCents })
        .where('product_id', '=', productId)
        .where('order_id', 'in', openCarts)
        .where('initial_price_cents', '<>', masterPriceCents)
        .execute();
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

    async setPromoCode(orderId: string, promoCodeId: string | null): Promise<void> {
      await db.updateTable('orders').set({ promo_code_id: promoCodeId, updated_at: sql`now()` }).where('id', '=', orderId).execute();
    },

    /**
     * The one move from cart to Submitted: only a cart, and only at the total
     * that was paid, so a second caller (or a changed cart) moves nothing.
     */
    submit(orderId: string, totalCents: number, paymentSkipped: boolean): Promise<{ number: number } | undefined> {
      return db
        .updateTable('orders')
        .set({ status: ORDER_STATUS.Submitted, submitted_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, is_payment_skipped: paymentSkipped })
        .where('id', '=', orderId)
        .where('status', '=', ORDER_STATUS.Cart)
        .where('order_total_cents', '=', totalCents)
        .returning('number')
        .executeTakeFirst();
    },

    /** docs/decisions.md "Fees": app_settings 'fees', over the defaults for what it leaves out. */
    async feeSettings(): Promise<FeeSettings> {
      const row = await selectFees().executeTakeFirst();
      return toFeeSettings(row?.value);
    },
  };
}

function toFeeSettings(value: unknown): FeeSettings {
  return { ...DEFAULT_FEE_SETTINGS, ...readFeeSettings(value) };
}

/** Only whole, non-negative cent amounts of known fees are taken from the stored row. */
function readFeeSettings(value: unknown): Partial<FeeSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const settings = new Map<keyof FeeSettings, number>();
  for (const key of Object.keys(DEFAULT_FEE_SETTINGS) as Array<keyof FeeSettings>) {
    const amount: unknown = (value as Record<string, unknown>)[key];
    if (typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0) settings.set(key, amount);
  }
  return Object.fromEntries(settings);
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
