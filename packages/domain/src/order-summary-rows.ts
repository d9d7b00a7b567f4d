import type { Cart, OrderSummary } from './cart-api';
import { fromCents, toCents } from './money';
import type { FeeSettings, OrderPricing } from './order-pricing';

// spec/02 2.6 (cart), 2.7 (checkout summary), 2.8 and 4.4 (promo codes): the
// rows the cart page, the header cart panel and checkout show, worked out
// once so that they add up, line by line, to the total charged. A product
// code lowers its lines' prices, so it shows on those lines and nowhere
// else; the discounts block holds the duplicate tests and an order code's
// discount ("total order discounts"); the fee rows show what is charged.
// Amounts are the wire's decimal amounts; the arithmetic is in cents.

/** spec/02 3 order summary values, from priceOrder's figures: what the API answers. */
export function toOrderSummary(pricing: OrderPricing, fees: FeeSettings): OrderSummary {
  return {
    subTotal: fromCents(pricing.subTotalCents),
    marketTotal: fromCents(pricing.marketTotalCents),
    listTotal: fromCents(pricing.listTotalCents),
    discount: fromCents(pricing.duplicateDiscountCents + pricing.promoDiscountCents),
    duplicateDiscount: fromCents(pricing.duplicateDiscountCents),
    promoDiscount: fromCents(pricing.promoDiscountCents),
    subTotalPromoCode: fromCents(pricing.subTotalPromoCodeCents),
    physicianFee: fromCents(pricing.physicianFeeCents),
    defaultPhysicianFee: fromCents(pricing.defaultPhysicianFeeCents),
    listPhysicianFee: fromCents(fees.listPhysicianOversightCents),
    labDrawFee: fromCents(pricing.labDrawFeeCents),
    defaultLabDrawFee: fromCents(pricing.defaultLabDrawFeeCents),
    listLabDrawFee: fromCents(fees.listLabDrawCents),
    processingFee: fromCents(pricing.processingFeeCents),
    cartTotal: fromCents(pricing.totalCents),
    isFree: pricing.isFree,
    averageSavings: fromCents(pricing.averageSavingsCents),
    hasCovidIgG: pricing.hasCovidIgG,
    duplicateChilds: pricing.duplicates.map((duplicate) => ({
      productId: duplicate.productId,
      name: duplicate.name,
      count: duplicate.count,
      discount: fromCents(duplicate.discountCents),
    })),
  };
}

/** A cart line as shown: its market price, its price, and what a product code took off it. */
export interface SummaryLine {
  itemId: string;
  marketPrice: number;
  price: number;
  /** The price before a product code lowered it; null when no code did. */
  priceBeforePromo: number | null;
  /** The product code that lowered it, null when none did or the code is hidden (isBlured, spec/02 2.8). */
  promoCode: string | null;
}

export type SummaryDiscount =
  /** spec/02 5: a test in the cart `count` times more than once. */
  | { kind: 'duplicate'; productId: string; name: string; count: number; amount: number }
  /** An order code's discount; `code` is null when the code is hidden (isBlured, spec/02 2.8). */
  | { kind: 'orderPromo'; code: string | null; amount: number };

export type SummaryFeeKind = 'physicianOversight' | 'labDraw' | 'processing';

export interface SummaryFee {
  kind: SummaryFeeKind;
  amount: number;
  /** spec/02 2.7, 9: struck through before the fee: the default a code lowered, else the list value; null when neither is higher. */
  struck: number | null;
}

export interface SummaryRows {
  lines: SummaryLine[];
  /** The lines' prices together: the cart's Subtotal. */
  subtotal: number;
  /** spec/02 2.6: struck through beside the subtotal (market total plus 232). */
  listTotal: number;
  discounts: SummaryDiscount[];
  /** The discounts together: the cart's Discount row. */
  discount: number;
  fees: SummaryFee[];
  /** Subtotal less the discounts plus the fees: the server's cart total. */
  total: number;
  isFree: boolean;
  averageSavings: number;
}

export type SummarySource = Pick<Cart, 'items' | 'summary' | 'promoCode' | 'isBlured'>;

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function feeRow(kind: SummaryFeeKind, amountCents: number, defaultCents: number, listCents: number): SummaryFee {
  const struckCents = amountCents < defaultCents ? defaultCents : listCents;
  return { kind, amount: fromCents(amountCents), struck: struckCents > amountCents ? fromCents(struckCents) : null };
}

/** The rows of the cart's and checkout's summaries, from the server's cart. */
export function summaryRows({ items, summary, promoCode, isBlured }: SummarySource): SummaryRows {
  const lines = items.map((item) => {
    const priceCents = toCents(item.orderItemPrice);
    const initialCents = toCents(item.orderItemInitialPrice);
    return { item, priceCents, productPromoCents: Math.max(0, initialCents - priceCents) };
  });
  const subtotalCents = sum(lines.map((line) => line.priceCents));
  const productPromoCents = sum(lines.map((line) => line.productPromoCents));
  // The promo discount the server answers holds the product code's part, which the lines already show.
  const orderPromoCents = toCents(summary.promoDiscount) - productPromoCents;

  const discounts: SummaryDiscount[] = summary.duplicateChilds
    .filter((duplicate) => duplicate.discount > 0)
    .map((duplicate) => ({ kind: 'duplicate', productId: duplicate.productId, name: duplicate.name, count: duplicate.count, amount: duplicate.discount }));
  if (orderPromoCents > 0) discounts.push({ kind: 'orderPromo', code: isBlured ? null : promoCode, amount: fromCents(orderPromoCents) });
  const discountCents = sum(discounts.map((discount) => toCents(discount.amount)));

  const fees = [
    feeRow('physicianOversight', toCents(summary.physicianFee), toCents(summary.defaultPhysicianFee), toCents(summary.listPhysicianFee)),
    feeRow('labDraw', toCents(summary.labDrawFee), toCents(summary.defaultLabDrawFee), toCents(summary.listLabDrawFee)),
  ];
  // spec/02 9: the processing line shows only when there is a processing fee.
  if (summary.processingFee > 0) fees.push(feeRow('processing', toCents(summary.processingFee), 0, 0));

  return {
    lines: lines.map(({ item, priceCents, productPromoCents: linePromoCents }) => ({
      itemId: item.id,
      marketPrice: item.product.marketPrice,
      price: fromCents(priceCents),
      priceBeforePromo: linePromoCents > 0 ? item.orderItemInitialPrice : null,
      promoCode: linePromoCents > 0 && !isBlured ? promoCode : null,
    })),
    subtotal: fromCents(subtotalCents),
    listTotal: summary.listTotal,
    discounts,
    discount: fromCents(discountCents),
    fees,
    total: summary.cartTotal,
    isFree: summary.isFree,
    averageSavings: summary.averageSavings,
  };
}
