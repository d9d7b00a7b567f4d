// spec/03 3 promo codes the storefront can be tried with (the admin editor
// comes later). Discounts: cents for $ codes, basis points for % codes
// (10000 = 100%). Dates are fixed instants, so a reseed never moves them.

export interface SeedPromoCode {
  code: string;
  description: string;
  /** 0 = $, 1 = %. */
  discountType: 0 | 1;
  discountValue: number;
  /** Slugs of the tests a product code discounts; none for an order code. */
  productSlugs: readonly string[];
  dateStart: string | null;
  dateFinish: string | null;
  isActive: boolean;
  isBlured: boolean;
  /** 0: no limit. */
  totalUseLimit: number;
  customerUseLimit: number;
  waivesPhysicianOversightFee: boolean;
  waivesLabDrawFee: boolean;
}

const ORDER_CODE: Omit<SeedPromoCode, 'code' | 'description' | 'discountType' | 'discountValue'> = {
  productSlugs: [],
  dateStart: null,
  dateFinish: null,
  isActive: true,
  isBlured: false,
  totalUseLimit: 0,
  customerUseLimit: 0,
  waivesPhysicianOversightFee: false,
  waivesLabDrawFee: false,
};

export const promoCodes: SeedPromoCode[] = [
  { ...ORDER_CODE, code: 'WELCOME10', description: 'Welcome: 10% off your order', discountType: 1, discountValue: 1000, customerUseLimit: 1 },
  { ...ORDER_CODE, code: 'SAVE20', description: '$20 off your order', discountType: 0, discountValue: 2000, totalUseLimit: 1000 },
  { ...ORDER_CODE, code: 'NOFEES', description: 'No physician oversight or lab draw fee', discountType: 0, discountValue: 0, waivesPhysicianOversightFee: true, waivesLabDrawFee: true },
  { ...ORDER_CODE, code: 'VITD50', description: 'Half price Vitamin D, 25-Hydroxy', discountType: 1, discountValue: 5000, productSlugs: ['vitamin-d-25-hydroxy'] },
  {
    ...ORDER_CODE,
    code: 'FREETEST',
    description: 'A free order: 100% off and no fees',
    discountType: 1,
    discountValue: 10000,
    waivesPhysicianOversightFee: true,
    waivesLabDrawFee: true,
  },
  { ...ORDER_CODE, code: 'SUMMER2025', description: 'Summer 2025: 15% off', discountType: 1, discountValue: 1500, dateStart: '2025-06-01T04:00:00Z', dateFinish: '2025-09-01T03:59:59Z' },
  { ...ORDER_CODE, code: 'PARTNER-A1C-25', description: 'Partner link: 25% off', discountType: 1, discountValue: 2500, isBlured: true },
];
