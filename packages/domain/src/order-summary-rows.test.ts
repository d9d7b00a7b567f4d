import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, test } from 'vitest';
import type { CartItem } from './cart-api';
import { fromCents, toCents } from './money';
import { DEFAULT_FEE_SETTINGS, DISCOUNT_TYPE, priceOrder, PROMO_TYPE, type FeeSettings, type PricedLine, type PricingPromo } from './order-pricing';
import { summaryRows, toOrderSummary, type SummaryRows } from './order-summary-rows';
import { feeSettingsArbitrary, pricedLinesArbitrary, pricingPromoArbitrary } from './testing/pricing-arbitraries';

// The cart and checkout show what the API answers; these tests price a cart
// as the server does (priceOrder, toOrderSummary, each line at its priced
// amount) and check the rows shown against what is charged.

function cartItem(line: PricedLine, priceCents: number, promoCode: string | null): CartItem {
  const product = {
    id: line.productId,
    name: line.name,
    slug: line.productId,
    cpt: '00000',
    imageId: null,
    marketPrice: fromCents(line.marketCents),
    masterPrice: fromCents(line.initialCents),
    productType: 1,
    isActive: true,
    extraTestsPrice: null,
    eligibility: line.eligibility,
    lang: 'en' as const,
  };
  const discounted = priceCents < line.initialCents;
  return {
    id: `item-${line.productId}`,
    profile: null,
    product,
    children: [],
    orderItemInitialPrice: fromCents(line.initialCents),
    orderItemPrice: fromCents(priceCents),
    promoCode: discounted ? promoCode : null,
    isUsePromoCode: discounted,
    isChild: false,
  };
}

function shownRows(lines: PricedLine[], fees: FeeSettings, promo: PricingPromo | null, isBlured = false) {
  const pricing = priceOrder(lines, fees, promo);
  const code = promo ? 'CODE' : null;
  const items = lines.map((line) => cartItem(line, pricing.linePriceCents.get(line.productId) ?? line.initialCents, code));
  return { pricing, rows: summaryRows({ items, summary: toOrderSummary(pricing, fees), promoCode: code, isBlured }) };
}

const cents = (amount: number) => toCents(amount);
const total = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + cents(amount), 0);

/** What a customer can add up from the rows on the screen. */
function addedUp(rows: SummaryRows): number {
  return total(rows.lines.map((line) => line.price)) - total(rows.discounts.map((discount) => discount.amount)) + total(rows.fees.map((fee) => fee.amount));
}

const line = (productId: string, initialCents: number, members: PricedLine['members'] = []): PricedLine => ({
  productId,
  name: productId,
  marketCents: initialCents * 2,
  initialCents,
  eligibility: null,
  members,
});

describe('summaryRows (spec/02 2.6, 2.7)', () => {
  test('issue 16: a product code shows on its line only, not again as an order discount', () => {
    // Lipid Panel $29.00, Vitamin D $39.00, Ferritin $19.00; VITD50 takes 50% off Vitamin D.
    const vitd50: PricingPromo = { discountType: DISCOUNT_TYPE.Percent, discountValue: 5000, promoType: PROMO_TYPE.Product, productIds: ['vitd'], waivesPhysicianOversightFee: false, waivesLabDrawFee: false };
    const { rows } = shownRows([line('lipid', 2900), line('vitd', 3900), line('ferritin', 1900)], DEFAULT_FEE_SETTINGS, vitd50);
    assert.deepEqual(
      rows.lines.map((shown) => [shown.price, shown.priceBeforePromo, shown.promoCode]),
      [
        [29, null, null],
        [19.5, 39, 'CODE'],
        [19, null, null],
      ],
    );
    assert.deepEqual(rows.discounts, []);
    assert.deepEqual([rows.subtotal, rows.discount, rows.total], [67.5, 0, 77.5]);
  });

  test('an order code is one "total order discount" row, named unless the code is hidden', () => {
    const tenOff: PricingPromo = { discountType: DISCOUNT_TYPE.Amount, discountValue: 1000, promoType: PROMO_TYPE.Order, productIds: [], waivesPhysicianOversightFee: true, waivesLabDrawFee: false };
    const { rows } = shownRows([line('a', 5000)], DEFAULT_FEE_SETTINGS, tenOff);
    assert.deepEqual(rows.discounts, [{ kind: 'orderPromo', code: 'CODE', amount: 10 }]);
    assert.deepEqual(rows.fees[0], { kind: 'physicianOversight', amount: 0, struck: 6 });
    assert.equal(rows.total, 44);
    assert.deepEqual(shownRows([line('a', 5000)], DEFAULT_FEE_SETTINGS, tenOff, true).rows.discounts, [{ kind: 'orderPromo', code: null, amount: 10 }]);
  });

  test('the processing fee is a row of its own when there is one, beside the two fees', () => {
    const { rows } = shownRows([line('a', 1000)], { ...DEFAULT_FEE_SETTINGS, processingCents: 2800 }, null);
    assert.deepEqual(
      rows.fees.map((fee) => fee.kind),
      ['physicianOversight', 'labDraw', 'processing'],
    );
    assert.equal(rows.total, 48);
  });
});

describe('summaryRows over random carts and codes (order and product, $ and %, fee waivers)', () => {
  test('the rows shown add up to the total shown, which is the total charged', () => {
    fc.assert(
      fc.property(pricedLinesArbitrary, feeSettingsArbitrary, pricingPromoArbitrary, fc.boolean(), (lines, fees, promo, isBlured) => {
        const { pricing, rows } = shownRows(lines, fees, promo, isBlured);
        assert.equal(cents(rows.total), pricing.totalCents);
        assert.equal(addedUp(rows), cents(rows.total));
        // The cart's own rows: Subtotal less Discount plus the fees.
        assert.equal(cents(rows.subtotal), total(rows.lines.map((shown) => shown.price)));
        assert.equal(cents(rows.discount), total(rows.discounts.map((discount) => discount.amount)));
        assert.equal(cents(rows.subtotal) - cents(rows.discount) + total(rows.fees.map((fee) => fee.amount)), pricing.totalCents);
        for (const discount of rows.discounts) assert.ok(discount.amount > 0);
        // A product code shows only on lines, an order code only as a row.
        if (promo?.promoType !== PROMO_TYPE.Order) assert.ok(rows.discounts.every((discount) => discount.kind === 'duplicate'));
        if (promo?.promoType !== PROMO_TYPE.Product) assert.ok(rows.lines.every((shown) => shown.priceBeforePromo === null));
      }),
      { numRuns: 1000 },
    );
  });
});
