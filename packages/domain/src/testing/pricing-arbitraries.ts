import fc from 'fast-check';
import { COVID_IGG_ELIGIBILITY, DISCOUNT_TYPE, PROMO_TYPE, type FeeSettings, type PricedLine, type PricingPromo } from '../order-pricing';

// Random carts, fee settings and promo codes for the pricing properties
// (order-pricing.test.ts, order-summary-rows.test.ts).

// Random carts as the database allows them: a product is a top-level line at
// most once; panels may share members (spec/02 5 duplicates).
export const PRICED_PRODUCT_IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const cents = fc.integer({ min: 0, max: 50_000 });
const pricedProduct = fc.record({
  productId: fc.constantFrom(...PRICED_PRODUCT_IDS),
  marketCents: cents,
  initialCents: cents,
  eligibility: fc.constantFrom(null, COVID_IGG_ELIGIBILITY, 'covid-saliva'),
});
const pricedLine = fc.record({
  line: pricedProduct,
  members: fc.uniqueArray(pricedProduct, { maxLength: 4, selector: (member) => member.productId }),
});

export const pricedLinesArbitrary: fc.Arbitrary<PricedLine[]> = fc
  .uniqueArray(pricedLine, { maxLength: 6, selector: (entry) => entry.line.productId })
  .map((entries) =>
    entries.map(({ line: top, members }) => ({
      ...top,
      name: top.productId,
      members: members.filter((member) => member.productId !== top.productId).map((member) => ({ ...member, name: member.productId })),
    })),
  );

export const feeSettingsArbitrary: fc.Arbitrary<FeeSettings> = fc.record({
  physicianOversightCents: cents,
  labDrawCents: cents,
  processingCents: cents,
  covidIgGPhysicianOversightCents: cents,
  listPhysicianOversightCents: cents,
  listLabDrawCents: cents,
});

const codeOf = (discountType: number, maxValue: number) =>
  fc.record({
    discountType: fc.constant(discountType),
    discountValue: fc.integer({ min: 0, max: maxValue }),
    promoType: fc.constantFrom<number>(PROMO_TYPE.Order, PROMO_TYPE.Product),
    productIds: fc.subarray(PRICED_PRODUCT_IDS),
    waivesPhysicianOversightFee: fc.boolean(),
    waivesLabDrawFee: fc.boolean(),
  });

/** No code, or an order or product code, $ or %, with or without fee waivers. */
export const pricingPromoArbitrary: fc.Arbitrary<PricingPromo | null> = fc.option(
  fc.oneof(codeOf(DISCOUNT_TYPE.Percent, 10_000), codeOf(DISCOUNT_TYPE.Amount, 200_000)),
);
