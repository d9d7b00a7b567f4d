import type { Database, Order, PaymentTransaction } from '@labstore/db';
import { ORDER_STATUS, priceOrder, type Cart, type FeeSettings, type Notice, type PricedLine, type PricedProduct } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { ordersRepository, type CartChange, type CartItemRow, type LinePrice, type NewItem, type OrderTotals } from '../orders/orders.repository';
import { queueStaleIntentCheck } from '../orders/payment-jobs.kinds';
import { paymentsRepository } from '../orders/payments.repository';
import { promoRepository, toPricingPromo, type PromoRecord } from '../promo';
import { groupLines, toCart, type CartLine } from './cart.mapper';

function pricedProduct(row: CartItemRow): PricedProduct {
  return {
    productId: row.product_id,
    name: row.name,
    marketCents: row.market_price_cents ?? row.master_price_cents,
    initialCents: row.initial_price_cents,
    eligibility: row.eligibility,
  };
}

function pricedLines(lines: readonly CartLine[]): PricedLine[] {
  return lines.map((line) => ({ ...pricedProduct(line.row), members: line.members.map(pricedProduct) }));
}

/** A submitted order keeps the fees it was charged, whatever the settings say today. */
function chargedFees(order: Order, current: FeeSettings): FeeSettings {
  return {
    ...current,
    physicianOversightCents: order.physician_oversight_fee_cents,
    covidIgGPhysicianOversightCents: order.physician_oversight_fee_cents,
    labDrawCents: order.lab_draw_fee_cents,
    processingCents: order.processing_fee_cents,
  };
}

function sameTotals(order: Order, totals: OrderTotals): boolean {
  return (Object.keys(totals) as Array<keyof OrderTotals>).every((column) => order[column] === totals[column]);
}

/** The lines whose price or promo mark changed; the rows in hand are updated to match. */
function changedLinePrices(lines: readonly CartLine[], prices: ReadonlyMap<string, number>, promo: PromoRecord | undefined): LinePrice[] {
  const changed: LinePrice[] = [];
  for (const { row } of lines) {
    const priceCents = prices.get(row.product_id) ?? row.initial_price_cents;
    const promoCodeId = promo && priceCents < row.initial_price_cents ? promo.id : null;
    if (priceCents === row.price_cents && (promoCodeId !== null) === row.is_use_promo_code) continue;
    changed.push({ itemId: row.id, priceCents, promoCodeId });
    row.price_cents = priceCents;
    row.is_use_promo_code = promoCodeId !== null;
  }
  return changed;
}

interface Repriced {
  cart: Cart;
  /** What to store while it is a cart: nothing once submitted. */
  linePrices: LinePrice[];
  totals: OrderTotals | null;
}

/**
 * priceOrder() (packages/domain/src/order-pricing.ts) over an order's rows in
 * hand, in itemsOf's order: the cart to answer and, while it is a cart, the
 * line prices and totals that differ from what is stored. No I/O.
 */
function reprice(order: Order, rows: CartItemRow[], settings: FeeSettings, promo: PromoRecord | undefined, notices: Notice[], payments: readonly PaymentTransaction[]): Repriced {
  const isCart = order.status === ORDER_STATUS.Cart;
  const lines = groupLines(rows);
  const fees = isCart ? settings : chargedFees(order, settings);
  const pricing = priceOrder(pricedLines(lines), fees, promo ? toPricingPromo(promo) : null);
  const cartPromo = promo ? { code: promo.code, isBlured: promo.is_blured } : null;
  if (!isCart) return { cart: toCart({ order, lines, pricing, fees, promo: cartPromo, notices, payments }), linePrices: [], totals: null };

  const linePrices = changedLinePrices(lines, pricing.linePriceCents, promo);
  const totals: OrderTotals = {
    sub_total_cents: pricing.subTotalCents,
    discount_cents: pricing.duplicateDiscountCents + pricing.promoDiscountCents,
    processing_fee_cents: pricing.processingFeeCents,
    physician_oversight_fee_cents: pricing.physicianFeeCents,
    lab_draw_fee_cents: pricing.labDrawFeeCents,
    order_total_cents: pricing.totalCents,
  };
  const cart = toCart({ order: { ...order, ...totals }, lines, pricing, fees, promo: cartPromo, notices, payments: [] });
  return { cart, linePrices, totals: sameTotals(order, totals) ? null : totals };
}

/**
 * An order as the order get answers it, priced in hand from rows read by the
 * caller: the order history reads a page of orders at once. Stores nothing.
 */
export function orderAsCart(order: Order, rows: CartItemRow[], settings: FeeSettings, promo: PromoRecord | undefined, payments: readonly PaymentTransaction[]): Cart {
  return reprice(order, rows, settings, promo, [], payments).cart;
}

/** Writes a priced change; a new total cancels the order's open payment intents (issue 14), queued in the same transaction. */
async function storeChange(db: Kysely<Database>, order: Order, change: CartChange): Promise<void> {
  const { hasOpenAttempt } = await ordersRepository(db).writeChange(change);
  if (hasOpenAttempt && change.totals && change.totals.order_total_cents !== order.order_total_cents) await queueStaleIntentCheck(db, order.id);
}

function findPromo(db: Kysely<Database>, order: Order): Promise<PromoRecord | undefined> {
  return order.promo_code_id ? promoRepository(db).findById(order.promo_code_id) : Promise.resolve(undefined);
}

/**
 * Prices a cart with priceOrder() and, while it is a cart, stores what
 * changed: each line's price and the order's totals. Call inside the
 * transaction that changed the cart, with the order's rows when they are in
 * hand. Answers the cart as the server now has it.
 */
export async function priceCart(db: Kysely<Database>, order: Order, notices: Notice[] = [], currentRows?: CartItemRow[]): Promise<Cart> {
  const repository = ordersRepository(db);
  const [rows, settings, promo, payments] = await Promise.all([
    currentRows ?? repository.itemsOf(order.id),
    repository.feeSettings(),
    findPromo(db, order),
    order.status === ORDER_STATUS.Cart ? [] : paymentsRepository(db).cardPayments(order.id),
  ]);
  const { cart, linePrices, totals } = reprice(order, rows, settings, promo, notices, payments);
  await storeChange(db, order, { orderId: order.id, linePrices, totals });
  return cart;
}

/** A change of a locked cart worked out in hand from what one read found. */
export interface ChangeInHand {
  /** The cart's rows as they will be, in itemsOf's order. */
  rows: CartItemRow[];
  fees: FeeSettings;
  removeItemIds?: readonly string[];
  /** Priced as inserted: a line's price and promo mark are set before it is written. */
  newItems?: readonly NewItem[];
}

/** A new line takes the price and promo mark the repricing gave it. */
function pricedItem(item: NewItem, price: LinePrice | undefined): NewItem {
  if (!price) return item;
  return { ...item, price_cents: price.priceCents, promo_code_id: price.promoCodeId, is_use_promo_code: price.promoCodeId !== null };
}

/**
 * priceCart for a change made in hand: the rows are not read back, and the
 * removals, insertions, prices and totals are written in one statement.
 * Answers the cart as the server now has it.
 */
export async function storePricedChange(db: Kysely<Database>, order: Order, change: ChangeInHand): Promise<Cart> {
  const { cart, linePrices, totals } = reprice(order, change.rows, change.fees, await findPromo(db, order), [], []);
  const prices = new Map(linePrices.map((price) => [price.itemId, price]));
  const newItems = (change.newItems ?? []).map((item) => pricedItem(item, prices.get(item.id)));
  const newIds = new Set(newItems.map((item) => item.id));
  await storeChange(db, order, {
    orderId: order.id,
    removeItemIds: change.removeItemIds,
    newItems,
    linePrices: linePrices.filter((price) => !newIds.has(price.itemId)),
    totals,
  });
  return cart;
}
