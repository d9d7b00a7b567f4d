import { DISCOUNT_TYPE, formatPercent, formatUsd, type PromoCheckResponse, type SiteLanguage, toCents } from '@labstore/domain';

/**
 * spec/02 2.9 Promo-code welcome: the discount as the wording that names it
 * says it, "10%" or "$20.00" in the site language (GET /api/promo/check answers a percent as its
 * number, an amount in dollars); null, for the generic wording, when the code
 * takes nothing off the price (a fee waiver).
 */
export function welcomeDiscount(promo: Pick<PromoCheckResponse, 'discount' | 'discountType'>, language: SiteLanguage): string | null {
  if (promo.discount <= 0) return null;
  return promo.discountType === DISCOUNT_TYPE.Percent ? formatPercent(promo.discount, language) : formatUsd(toCents(promo.discount), language);
}
