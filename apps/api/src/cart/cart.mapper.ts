import type { Order, PaymentTransaction } from '@labstore/db';
import { fromCents, toOrderSummary, type Cart, type CartChildItem, type CartItem, type CartProduct, type FeeSettings, type Notice, type OrderPricing } from '@labstore/domain';
import type { CartItemRow } from '../orders/orders.repository';

/** The order's lines as the cart shows them: top-level lines with their members. */
export interface CartLine {
  row: CartItemRow;
  members: CartItemRow[];
}

export function groupLines(rows: readonly CartItemRow[]): CartLine[] {
  const lines = rows.filter((row) => row.parent_item_id === null).map((row) => ({ row, members: [] as CartItemRow[] }));
  const byId = new Map(lines.map((line) => [line.row.id, line]));
  for (const row of rows) {
    if (row.parent_item_id !== null) byId.get(row.parent_item_id)?.members.push(row);
  }
  return lines;
}

/** The rows without the given top-level lines and their members. */
export function withoutLines(rows: readonly CartItemRow[], itemIds: readonly string[]): CartItemRow[] {
  if (itemIds.length === 0) return [...rows];
  const removed = new Set(itemIds);
  return rows.filter((row) => !removed.has(row.id) && !(row.parent_item_id !== null && removed.has(row.parent_item_id)));
}

/** The rows with a new line (its row, then its members') placed before the top-level line at `position`. */
export function withLineAt(rows: readonly CartItemRow[], position: number, lineRows: readonly CartItemRow[]): CartItemRow[] {
  let topLevel = 0;
  const index = rows.findIndex((row) => row.parent_item_id === null && topLevel++ === position);
  return index === -1 ? [...rows, ...lineRows] : [...rows.slice(0, index), ...lineRows, ...rows.slice(index)];
}

function toCartProduct(row: CartItemRow): CartProduct {
  return {
    id: row.product_id,
    name: row.name,
    slug: row.slug,
    cpt: row.cpt,
    imageId: row.image_id,
    marketPrice: fromCents(row.market_price_cents ?? row.master_price_cents),
    masterPrice: fromCents(row.master_price_cents),
    productType: row.product_type,
    isActive: row.is_active,
    extraTestsPrice: row.extra_tests_price_cents === null ? null : fromCents(row.extra_tests_price_cents),
    eligibility: row.eligibility,
    // Read in English; cart-language.ts words it in the request's language.
    lang: 'en',
  };
}

function toChildItem(row: CartItemRow): CartChildItem {
  return { id: row.id, product: toCartProduct(row), orderItemInitialPrice: fromCents(row.initial_price_cents), orderItemPrice: fromCents(row.price_cents), isChild: true };
}

function toCartItem({ row, members }: CartLine, promoCode: string | null): CartItem {
  return {
    id: row.id,
    profile: row.profile_id,
    product: toCartProduct(row),
    children: members.map(toChildItem),
    orderItemInitialPrice: fromCents(row.initial_price_cents),
    orderItemPrice: fromCents(row.price_cents),
    promoCode: row.is_use_promo_code ? promoCode : null,
    isUsePromoCode: row.is_use_promo_code,
    isChild: false,
  };
}

export interface CartView {
  order: Order;
  lines: readonly CartLine[];
  pricing: OrderPricing;
  fees: FeeSettings;
  promo: { code: string; isBlured: boolean } | null;
  notices: Notice[];
  /** The succeeded payments of a submitted order; none for a cart. */
  payments: readonly PaymentTransaction[];
}

/** spec/02 3 cart / order, as the server now has it. */
export function toCart({ order, lines, pricing, fees, promo, notices, payments }: CartView): Cart {
  return {
    id: order.id,
    number: Number(order.number),
    status: order.status,
    profileId: order.profile_id,
    items: lines.map((line) => toCartItem(line, promo?.code ?? null)),
    itemsCount: lines.length,
    processingFee: fromCents(pricing.processingFeeCents),
    labDrawFee: fromCents(pricing.labDrawFeeCents),
    physicianOversightFee: fromCents(pricing.physicianFeeCents),
    isUsePromoCode: promo !== null,
    promoCodeId: promo ? order.promo_code_id : null,
    promoCode: promo?.code ?? null,
    isBlured: promo?.isBlured ?? false,
    subTotal: fromCents(pricing.subTotalCents),
    orderTotal: fromCents(pricing.totalCents),
    createdDate: order.created_at.toISOString(),
    submittedDate: order.submitted_at?.toISOString() ?? null,
    isPaymentSkipped: order.is_payment_skipped,
    transactions: payments.map((payment) => ({
      transactionDate: payment.created_at.toISOString(),
      amount: fromCents(payment.amount_cents),
      paymentStatus: payment.status,
      cardType: payment.card_type,
      last4: payment.card_last4,
    })),
    summary: toOrderSummary(pricing, fees),
    notices,
  };
}
