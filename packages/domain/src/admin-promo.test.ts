import { describe, expect, test } from 'vitest';
import { ADMIN_PROMO_MESSAGES, adminPromoInputSchema, adminPromoUpdateSchema } from './admin-promo';

// spec/03 5 Promo code: the one schema the dialog's controls and the API's JSON both pass through.

const form = {
  description: ' Spring sale ',
  code: ' SPRING10 ',
  discount: '12.5',
  discountType: '1',
  promoType: '0',
  products: [],
  dateStart: '',
  dateFinish: '2026-06-30',
  isActive: true,
  isBlured: false,
  totalUseLimit: '10',
  customerUseLimit: '0',
  isPhysicianOversightFeeDiscount: 'false',
  isLabDrawFeeDiscount: 'true',
};

const messagesOf = (input: unknown) => {
  const result = adminPromoInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('adminPromoInputSchema', () => {
  test("the controls' text becomes the wire's numbers, booleans and nulls; text is trimmed", () => {
    expect(adminPromoInputSchema.parse(form)).toEqual({
      description: 'Spring sale',
      code: 'SPRING10',
      discount: 12.5,
      discountType: 1,
      promoType: 0,
      products: [],
      dateStart: null,
      dateFinish: '2026-06-30',
      isActive: true,
      isBlured: false,
      totalUseLimit: 10,
      customerUseLimit: 0,
      isPhysicianOversightFeeDiscount: false,
      isLabDrawFeeDiscount: true,
    });
  });

  test("blank controls give spec/03 5's required messages", () => {
    const blank = { ...form, description: '', code: '  ', discount: '', discountType: '', promoType: '', totalUseLimit: '', customerUseLimit: '', isPhysicianOversightFeeDiscount: '', isLabDrawFeeDiscount: '' };
    expect(messagesOf(blank)).toEqual({
      description: ADMIN_PROMO_MESSAGES.nameRequired,
      code: ADMIN_PROMO_MESSAGES.codeRequired,
      discount: ADMIN_PROMO_MESSAGES.discountRequired,
      discountType: ADMIN_PROMO_MESSAGES.discountTypeRequired,
      promoType: ADMIN_PROMO_MESSAGES.promoTypeRequired,
      totalUseLimit: ADMIN_PROMO_MESSAGES.totalUseLimitRequired,
      customerUseLimit: ADMIN_PROMO_MESSAGES.customerUseLimitRequired,
      isPhysicianOversightFeeDiscount: ADMIN_PROMO_MESSAGES.physicianFeeRequired,
      isLabDrawFeeDiscount: ADMIN_PROMO_MESSAGES.labDrawFeeRequired,
    });
    expect(messagesOf({})).toMatchObject({ description: ADMIN_PROMO_MESSAGES.nameRequired, isLabDrawFeeDiscount: ADMIN_PROMO_MESSAGES.labDrawFeeRequired });
  });

  test('the rules across fields: products for a product promo, the finish not before the start, the discount by its type', () => {
    expect(messagesOf({ ...form, promoType: '1' })).toEqual({ products: ADMIN_PROMO_MESSAGES.productsRequired });
    expect(messagesOf({ ...form, dateStart: '2026-07-01' })).toEqual({ dateFinish: ADMIN_PROMO_MESSAGES.finishBeforeStart });
    expect(messagesOf({ ...form, dateStart: '2026-06-30' })).toEqual({});
    expect(messagesOf({ ...form, discount: '100.01' })).toEqual({ discount: ADMIN_PROMO_MESSAGES.discountPercent });
    expect(messagesOf({ ...form, discount: '150', discountType: '0' })).toEqual({});
    expect(messagesOf({ ...form, discount: 'ten' })).toEqual({ discount: ADMIN_PROMO_MESSAGES.discountRequired });
    expect(messagesOf({ ...form, totalUseLimit: '2.5' })).toEqual({ totalUseLimit: ADMIN_PROMO_MESSAGES.useLimit });
    expect(messagesOf({ ...form, code: 'A B' })).toEqual({ code: ADMIN_PROMO_MESSAGES.codeSpaces });
    expect(messagesOf({ ...form, code: 'x'.repeat(256) })).toEqual({ code: ADMIN_PROMO_MESSAGES.codeTooLong });
    expect(messagesOf({ ...form, dateStart: '2026-13-01' })).toEqual({ dateStart: ADMIN_PROMO_MESSAGES.day });
  });

  test('the update takes the same fields and rules, with the id', () => {
    expect(adminPromoUpdateSchema.parse({ ...form, id: 'promo-1' })).toMatchObject({ id: 'promo-1', discount: 12.5 });
    expect(adminPromoUpdateSchema.safeParse({ ...form, id: 'promo-1', promoType: '1' }).error?.issues.map((issue) => issue.message)).toEqual([ADMIN_PROMO_MESSAGES.productsRequired]);
  });
});
