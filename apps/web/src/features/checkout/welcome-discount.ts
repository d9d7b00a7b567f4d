import { DISCOUNT_TYPE, formatUsd, toCents, type PromoCheckResponse } from '@labstore/domain';

/**
 * spec/02 2.9 Promo-code welcome: the discount as the wording that names it
 * says it, "10%" or "$20.00" (GET /api/promo/check answers a percent as its
 * number, an amount in dollars); null, for the generic wording, when the code
 * takes nothing off the price (a fee waiver).
 */
export function welcomeDiscount(promo: Pick<PromoCheckResponse, 'discount' | 'discountType'>): string | null {
  if (promo.discount <= 0) return null;
  return promo.discountType === DISCOUNT_TYPE.Percent ? `${promo.discount}%` : formatUsd(toCents(promo.discount));
}
