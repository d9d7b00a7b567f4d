// spec/02 2.6, 2.7, 3 (order summary values), 5 (duplicate tests), 9 (fees,
// savings): every amount of a cart, in integer cents, from its lines, the fee
// settings and the applied promo code. The server prices with this and stores
// the result; the web app only shows what the server answered. Pure functions
// only (docs/decisions.md, domain modules).

/** A panel member or a single test, as priced. */
export interface PricedProduct {
  productId: string;
  name: string;
  marketCents: number;
  /** The price the line was added at (orderItemInitialPrice). */
  initialCents: number;
  /** 'covid-immune' marks the COVID-19 IgG tests that carry their own oversight fee. */
  eligibility: string | null;
}

/** A top-level cart line: a test or a panel with its members. */
export interface PricedLine extends PricedProduct {
  members: readonly PricedProduct[];
}

/** The fees an administrator sets (app_settings 'fees'); docs/decisions.md "Fees". */
export interface FeeSettings {
  physicianOversightCents: number;
  labDrawCents: number;
  /** Charged as its own line when not 0 (the receipt's processing line). */
  processingCents: number;
  /** spec/02 9: orders with a COVID-19 IgG test carry this oversight fee instead. */
  covidIgGPhysicianOversightCents: number;
  /** spec/02 9: the list values shown struck through ($219, $13). */
  listPhysicianOversightCents: number;
  listLabDrawCents: number;
}

export const DEFAULT_FEE_SETTINGS: FeeSettings = {
  physicianOversightCents: 600,
  labDrawCents: 400,
  processingCents: 0,
  covidIgGPhysicianOversightCents: 1000,
  listPhysicianOversightCents: 21900,
  listLabDrawCents: 1300,
};

/** spec/03 3 promo code: discountType 0 = $, 1 = %; promoType 0 = order, 1 = product. */
export const DISCOUNT_TYPE = { Amount: 0, Percent: 1 } as const;
export const PROMO_TYPE = { Order: 0, Product: 1 } as const;

/** The parts of a promo code that price an order. */
export interface PricingPromo {
  discountType: number;
  /** Cents for $, basis points for % (10000 = 100%). */
  discountValue: number;
  promoType: number;
  /** For product promos: the products it discounts. */
  productIds: readonly string[];
  waivesPhysicianOversightFee: boolean;
  waivesLabDrawFee: boolean;
}

/** The eligibility value of the COVID-19 immune-response (IgG) tests. */
export const COVID_IGG_ELIGIBILITY = 'covid-immune';

export interface DuplicateTest {
  productId: string;
  name: string;
  /** How many times beyond the first the test is in the cart. */
  count: number;
  discountCents: number;
}

export interface OrderPricing {
  /** Each top-level line's price after a product promo, by product id. */
  linePriceCents: ReadonlyMap<string, number>;
  /** Sum of the top-level lines' initial prices. */
  itemsCents: number;
  marketTotalCents: number;
  /** spec/02 2.6: the struck-through subtotal, market total plus the list fees (232). */
  listTotalCents: number;
  duplicates: DuplicateTest[];
  duplicateDiscountCents: number;
  /** Items less the duplicate discount. */
  subTotalCents: number;
  promoDiscountCents: number;
  /** The subtotal after the promo code. */
  subTotalPromoCodeCents: number;
  physicianFeeCents: number;
  defaultPhysicianFeeCents: number;
  labDrawFeeCents: number;
  defaultLabDrawFeeCents: number;
  processingFeeCents: number;
  totalCents: number;
  isFree: boolean;
  averageSavingsCents: number;
  hasCovidIgG: boolean;
}

function percentOf(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000);
}

/** What a promo takes off one amount, never more than the amount. */
function discountOn(cents: number, promo: PricingPromo): number {
  const off = promo.discountType === DISCOUNT_TYPE.Percent ? percentOf(cents, promo.discountValue) : promo.discountValue;
  return Math.min(cents, Math.max(0, off));
}

/**
 * spec/02 5: a test that is in the cart more than once (two panels sharing a
 * member) is discounted by its price for every time beyond the first. The
 * discounts together never exceed `limitCents` (what the lines still cost):
 * a later duplicate takes only what is left, so the rows the cart and
 * checkout show add up to what is charged.
 */
export function duplicateTests(lines: readonly PricedLine[], limitCents: number): DuplicateTest[] {
  const seen = new Map<string, { product: PricedProduct; occurrences: number }>();
  for (const product of lines.flatMap((line) => (line.members.length > 0 ? line.members : [line]))) {
    const entry = seen.get(product.productId);
    if (entry) entry.occurrences += 1;
    else seen.set(product.productId, { product, occurrences: 1 });
  }
  let leftCents = Math.max(0, limitCents);
  const duplicates: DuplicateTest[] = [];
  for (const { product, occurrences } of seen.values()) {
    if (occurrences < 2) continue;
    const discountCents = Math.min(leftCents, product.initialCents * (occurrences - 1));
    leftCents -= discountCents;
    duplicates.push({ productId: product.productId, name: product.name, count: occurrences - 1, discountCents });
  }
  return duplicates;
}

function linePrices(lines: readonly PricedLine[], promo: PricingPromo | null): Map<string, number> {
  const prices = new Map<string, number>();
  for (const line of lines) {
    const discounted = promo?.promoType === PROMO_TYPE.Product && promo.productIds.includes(line.productId);
    prices.set(line.productId, line.initialCents - (discounted ? discountOn(line.initialCents, promo) : 0));
  }
  return prices;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Every amount of a cart. An empty cart costs nothing: fees come with the first test. */
export function priceOrder(lines: readonly PricedLine[], fees: FeeSettings, promo: PricingPromo | null): OrderPricing {
  const hasItems = lines.length > 0;
  const hasCovidIgG = lines.some((line) => [line, ...line.members].some((product) => product.eligibility === COVID_IGG_ELIGIBILITY));
  const linePriceCents = linePrices(lines, promo);
  const itemsCents = sum(lines.map((line) => line.initialCents));
  const marketTotalCents = sum(lines.map((line) => line.marketCents));
  // A product code lowers its lines' prices first; the duplicate discount
  // then takes at most what the lines still cost, and an order code a share
  // of what is left. Each part is then shown as it is (summaryRows).
  const productPromoCents = itemsCents - sum(linePriceCents.values());
  const duplicates = duplicateTests(lines, itemsCents - productPromoCents);
  const duplicateDiscountCents = sum(duplicates.map((duplicate) => duplicate.discountCents));
  const subTotalCents = itemsCents - duplicateDiscountCents;

  const orderPromoCents = promo?.promoType === PROMO_TYPE.Order ? discountOn(subTotalCents, promo) : 0;
  const promoDiscountCents = productPromoCents + orderPromoCents;
  const subTotalPromoCodeCents = subTotalCents - promoDiscountCents;

  const defaultPhysicianFeeCents = !hasItems ? 0 : hasCovidIgG ? fees.covidIgGPhysicianOversightCents : fees.physicianOversightCents;
  const defaultLabDrawFeeCents = hasItems ? fees.labDrawCents : 0;
  const physicianFeeCents = promo?.waivesPhysicianOversightFee ? 0 : defaultPhysicianFeeCents;
  const labDrawFeeCents = promo?.waivesLabDrawFee ? 0 : defaultLabDrawFeeCents;
  const processingFeeCents = hasItems ? fees.processingCents : 0;

  const totalCents = Math.max(0, subTotalPromoCodeCents + physicianFeeCents + labDrawFeeCents + processingFeeCents);
  const listTotalCents = hasItems ? marketTotalCents + fees.listPhysicianOversightCents + fees.listLabDrawCents : 0;
  return {
    linePriceCents,
    itemsCents,
    marketTotalCents,
    listTotalCents,
    duplicates,
    duplicateDiscountCents,
    subTotalCents,
    promoDiscountCents,
    subTotalPromoCodeCents,
    physicianFeeCents,
    defaultPhysicianFeeCents,
    labDrawFeeCents,
    defaultLabDrawFeeCents,
    processingFeeCents,
    totalCents,
    isFree: totalCents === 0,
    // spec/02 9: 232 plus the market total, less what the customer pays.
    averageSavingsCents: Math.max(0, listTotalCents - totalCents),
    hasCovidIgG,
  };
}
