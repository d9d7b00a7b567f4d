// Promo's public surface: what other features may use of it (docs/decisions.md "API import boundaries").
export { promoRefusal, toPricingPromo } from './promo-rules';
export { promoUses } from './promo-uses';
export { promoRepository, type PromoRecord } from './promo.repository';
export { productsWithUsablePromoCode } from './usable-promo-codes';
export { promoAdminService, type PromoAdminOptions } from './promo-admin.service';
