import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import fc from 'fast-check';
import { feeSettingsArbitrary as fees, pricedLinesArbitrary as lines, pricingPromoArbitrary as promos } from './testing/pricing-arbitraries';
import {
  COVID_IGG_ELIGIBILITY,
  DEFAULT_FEE_SETTINGS,
  DISCOUNT_TYPE,
  priceOrder,
  PROMO_TYPE,
  type FeeSettings,
  type PricedLine,
  type PricedProduct,
  type PricingPromo,
} from './order-pricing';

function product(productId: string, initialCents: number, overrides: Partial<PricedProduct> = {}): PricedProduct {
  return { productId, name: productId.toUpperCase(), marketCents: initialCents * 2, initialCents, eligibility: null, ...overrides };
}

function line(productId: string, initialCents: number, members: PricedProduct[] = [], overrides: Partial<PricedProduct> = {}): PricedLine {
  return { ...product(productId, initialCents, overrides), members };
}

function promo(overrides: Partial<PricingPromo> = {}): PricingPromo {
  return {
    discountType: DISCOUNT_TYPE.Percent,
    discountValue: 1000,
    promoType: PROMO_TYPE.Order,
    productIds: [],
    waivesPhysicianOversightFee: false,
    waivesLabDrawFee: false,
    ...overrides,
  };
}

describe('priceOrder examples (spec/02 2.6, 5, 9)', () => {
  test('an empty cart costs nothing and saves nothing', () => {
    const pricing = priceOrder([], DEFAULT_FEE_SETTINGS, promo());
    assert.deepEqual(
      [pricing.totalCents, pricing.physicianFeeCents, pricing.labDrawFeeCents, pricing.listTotalCents, pricing.averageSavingsCents, pricing.isFree],
      [0, 0, 0, 0, 0, true],
    );
  });

  test('one test: price plus $6 oversight and $4 lab draw; savings are 232 plus market less the total', () => {
    const pricing = priceOrder([line('a', 2900, [], { marketCents: 6900 })], DEFAULT_FEE_SETTINGS, null);
    assert.deepEqual(
      {
        itemsCents: pricing.itemsCents,
        subTotalCents: pricing.subTotalCents,
        physicianFeeCents: pricing.physicianFeeCents,
        labDrawFeeCents: pricing.labDrawFeeCents,
        totalCents: pricing.totalCents,
        listTotalCents: pricing.listTotalCents,
        averageSavingsCents: pricing.averageSavingsCents,
      },
      { itemsCents: 2900, subTotalCents: 2900, physicianFeeCents: 600, labDrawFeeCents: 400, totalCents: 3900, listTotalCents: 30100, averageSavingsCents: 26200 },
    );
  });

  test('a member in two panels is discounted by its price once per extra time', () => {
    const shared = product('m', 1200);
    const pricing = priceOrder([line('p1', 5000, [shared, product('x', 300)]), line('p2', 6000, [shared])], DEFAULT_FEE_SETTINGS, null);
    assert.deepEqual(pricing.duplicates, [{ productId: 'm', name: 'M', count: 1, discountCents: 1200 }]);
    assert.equal(pricing.subTotalCents, 9800);
    assert.equal(pricing.totalCents, 10800);
  });

  test('a COVID-19 IgG test anywhere in the cart makes the oversight fee $10', () => {
    const pricing = priceOrder([line('p', 5000, [product('igg', 4200, { eligibility: COVID_IGG_ELIGIBILITY })])], DEFAULT_FEE_SETTINGS, null);
    assert.deepEqual([pricing.hasCovidIgG, pricing.physicianFeeCents, pricing.totalCents], [true, 1000, 6400]);
  });

  test('% and $ order codes; a $ code larger than the subtotal stops at zero, the fees remain', () => {
    const lines = [line('a', 10000)];
    assert.equal(priceOrder(lines, DEFAULT_FEE_SETTINGS, promo()).promoDiscountCents, 1000);
    const big = priceOrder(lines, DEFAULT_FEE_SETTINGS, promo({ discountType: DISCOUNT_TYPE.Amount, discountValue: 50000 }));
    assert.deepEqual([big.promoDiscountCents, big.subTotalPromoCodeCents, big.totalCents], [10000, 0, 1000]);
  });

  test('a product code discounts only its lines', () => {
    const pricing = priceOrder([line('a', 10000), line('b', 2000)], DEFAULT_FEE_SETTINGS, promo({ promoType: PROMO_TYPE.Product, discountValue: 5000, productIds: ['a'] }));
    assert.deepEqual([...pricing.linePriceCents], [
      ['a', 5000],
      ['b', 2000],
    ]);
    assert.deepEqual([pricing.promoDiscountCents, pricing.totalCents], [5000, 8000]);
  });

  test('fee waivers and a processing fee; a 100% code waiving both fees is free', () => {
    const fees: FeeSettings = { ...DEFAULT_FEE_SETTINGS, processingCents: 2800 };
    const waived = priceOrder([line('a', 1000)], fees, promo({ discountValue: 0, waivesLabDrawFee: true }));
    assert.deepEqual([waived.physicianFeeCents, waived.labDrawFeeCents, waived.defaultLabDrawFeeCents, waived.processingFeeCents, waived.totalCents], [600, 0, 400, 2800, 4400]);
    const free = priceOrder([line('a', 1000)], DEFAULT_FEE_SETTINGS, promo({ discountValue: 10000, waivesLabDrawFee: true, waivesPhysicianOversightFee: true }));
    assert.deepEqual([free.totalCents, free.isFree], [0, true]);
  });
});

describe('priceOrder properties over random carts and promo codes', () => {
  test('the total is the sum of its parts, and no amount is negative', () => {
    fc.assert(
      fc.property(lines, fees, promos, (cart, settings, code) => {
        const p = priceOrder(cart, settings, code);
        assert.equal(p.subTotalCents, p.itemsCents - p.duplicateDiscountCents);
        assert.equal(p.duplicateDiscountCents, p.duplicates.reduce((total, duplicate) => total + duplicate.discountCents, 0));
        assert.equal(p.subTotalPromoCodeCents, p.subTotalCents - p.promoDiscountCents);
        assert.equal(p.totalCents, p.subTotalPromoCodeCents + p.physicianFeeCents + p.labDrawFeeCents + p.processingFeeCents);
        assert.equal(p.itemsCents, cart.reduce((total, entry) => total + entry.initialCents, 0));
        for (const [name, value] of Object.entries(p)) {
          if (typeof value === 'number') assert.ok(Number.isSafeInteger(value) && value >= 0, `${name} = ${value}`);
        }
        assert.equal(p.isFree, p.totalCents === 0);
        assert.equal(p.averageSavingsCents, Math.max(0, p.listTotalCents - p.totalCents));
      }),
      { numRuns: 2000 },
    );
  });

  test('fees are charged for any non-empty cart and waived only when the code says so', () => {
    fc.assert(
      fc.property(lines, fees, promos, (cart, settings, code) => {
        const p = priceOrder(cart, settings, code);
        const hasItems = cart.length > 0;
        const igg = cart.some((entry) => [entry, ...entry.members].some((item) => item.eligibility === COVID_IGG_ELIGIBILITY));
        const physician = hasItems ? (igg ? settings.covidIgGPhysicianOversightCents : settings.physicianOversightCents) : 0;
        assert.equal(p.defaultPhysicianFeeCents, physician);
        assert.equal(p.physicianFeeCents, code?.waivesPhysicianOversightFee ? 0 : physician);
        assert.equal(p.defaultLabDrawFeeCents, hasItems ? settings.labDrawCents : 0);
        assert.equal(p.labDrawFeeCents, code?.waivesLabDrawFee ? 0 : p.defaultLabDrawFeeCents);
        assert.equal(p.processingFeeCents, hasItems ? settings.processingCents : 0);
      }),
      { numRuns: 2000 },
    );
  });

  test('a code never discounts more than the subtotal, and only the lines it names when it is a product code', () => {
    fc.assert(
      fc.property(lines, fees, promos, (cart, settings, code) => {
        const p = priceOrder(cart, settings, code);
        assert.ok(p.promoDiscountCents <= p.subTotalCents);
        if (!code) assert.equal(p.promoDiscountCents, 0);
        for (const entry of cart) {
          const price = p.linePriceCents.get(entry.productId);
          const named = code?.promoType === PROMO_TYPE.Product && code.productIds.includes(entry.productId);
          if (!named) assert.equal(price, entry.initialCents);
          else assert.ok(price !== undefined && price >= 0 && price <= entry.initialCents);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('duplicates: each test counted beyond its first occurrence among the tests the cart holds', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        const p = priceOrder(cart, DEFAULT_FEE_SETTINGS, null);
        const occurrences = new Map<string, number>();
        for (const item of cart.flatMap((entry) => (entry.members.length > 0 ? entry.members : [entry]))) {
          occurrences.set(item.productId, (occurrences.get(item.productId) ?? 0) + 1);
        }
        const expected = [...occurrences].filter(([, count]) => count > 1).map(([productId, count]) => [productId, count - 1]);
        assert.deepEqual(
          p.duplicates.map((duplicate) => [duplicate.productId, duplicate.count]),
          expected,
        );
        assert.ok(p.duplicateDiscountCents <= p.itemsCents);
      }),
      { numRuns: 2000 },
    );
  });
});
