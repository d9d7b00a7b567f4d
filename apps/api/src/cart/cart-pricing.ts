import type { Database, Order } from '@labstore/db';
import { ORDER_STATUS, priceOrder, type Cart, type FeeSettings, type Notice, type PricedLine, type PricedProduct } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { toPricingPromo } from '../promo/promo-rules';
import { promoRepository, type PromoRecord } from '../promo/promo.repository';
import { groupLines, toCart, type CartLine } from './cart.mapper';
import { cartRepository, type CartItemRow, type OrderTotals } from './cart.repository';

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

/**
 * Prices a cart with priceOrder() (packages/domain/src/order-pricing.ts) and,
 * while it is a cart, stores what changed: each line's price and the order's
 * totals. Call inside the transaction that changed the cart, with the
 * order's rows when they are in hand. Answers the cart as the server now has it.
 */
export async function priceCart(db: Kysely<Database>, order: Order, notices: Notice[] = [], currentRows?: CartItemRow[]): Promise<Cart> {
  const repository = cartRepository(db);
  const isCart = order.status === ORDER_STATUS.Cart;
  const [rows, settings, promo] = await Promise.all([
    currentRows ?? repository.itemsOf(order.id),
    repository.feeSettings(),
    order.promo_code_id ? promoRepository(db).findById(order.promo_code_id) : Promise.resolve(undefined),
  ]);
  const lines = groupLines(rows);
  const fees = isCart ? settings : chargedFees(order, settings);
  const pricing = priceOrder(pricedLines(lines), fees, promo ? toPricingPromo(promo) : null);

  let stored = order;
  if (isCart) {
    await storeLinePrices(db, lines, pricing.linePriceCents, promo);
    const totals: OrderTotals = {
      sub_total_cents: pricing.subTotalCents,
      discount_cents: pricing.duplicateDiscountCents + pricing.promoDiscountCents,
      processing_fee_cents: pricing.processingFeeCents,
      physician_oversight_fee_cents: pricing.physicianFeeCents,
      lab_draw_fee_cents: pricing.labDrawFeeCents,
      order_total_cents: pricing.totalCents,
    };
    if (!sameTotals(order, totals)) await repository.setTotals(order.id, totals);
    stored = { ...order, ...totals };
  }
  return toCart({ order: stored, lines, pricing, fees, promo: promo ? { code: promo.code, isBlured: promo.is_blured } : null, notices });
}

/** Writes only the lines whose price or promo mark changed, and updates the rows in hand to match. */
async function storeLinePrices(db: Kysely<Database>, lines: readonly CartLine[], prices: ReadonlyMap<string, number>, promo: PromoRecord | undefined) {
  const repository = cartRepository(db);
  for (const { row } of lines) {
    const priceCents = prices.get(row.product_id) ?? row.initial_price_cents;
    const promoCodeId = promo && priceCents < row.initial_price_cents ? promo.id : null;
    if (priceCents === row.price_cents && (promoCodeId !== null) === row.is_use_promo_code) continue;
    await repository.setLinePrice(row.id, priceCents, promoCodeId);
    row.price_cents = priceCents;
    row.is_use_promo_code = promoCodeId !== null;
  }
}
