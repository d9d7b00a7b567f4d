import { DISCOUNT_TYPE, fromCents, PROMO_MESSAGES, PROMO_TYPE, type PricingPromo, type PromoCheckResponse } from '@labstore/domain';
import type { PromoRecord } from './promo.repository';

/** What a code is checked against beyond itself. */
export interface PromoUseContext {
  /** The customer's uses of the code on their other orders; null for a guest (counted again when they check out). */
  usesByCustomer: number | null;
  /** This order already holds one of the code's uses (its payment is under way): that use is not counted against it. */
  heldByThisOrder?: boolean;
  /** The products of the cart's top-level lines; null when no cart is named (the welcome dialog's check). */
  cartProductIds: readonly string[] | null;
}

/**
 * spec/03 3, spec/02 4.4: why a code cannot be used now, or null when it can.
 * A limit of 0 means "no limit" (docs/decisions.md "Promo codes usable now").
 */
export function promoRefusal(promo: PromoRecord | undefined, context: PromoUseContext): string | null {
  if (!promo) return PROMO_MESSAGES.notFound;
  if (!promo.is_active) return PROMO_MESSAGES.inactive;
  if (!promo.is_started) return PROMO_MESSAGES.notStarted;
  if (promo.is_finished) return PROMO_MESSAGES.expired;
  const usedByOthers = promo.total_used - (context.heldByThisOrder ? 1 : 0);
  if (promo.total_use_limit > 0 && usedByOthers >= promo.total_use_limit) return PROMO_MESSAGES.usedUp;
  if (context.usesByCustomer !== null && promo.customer_use_limit > 0 && context.usesByCustomer >= promo.customer_use_limit) return PROMO_MESSAGES.customerLimit;
  if (promo.promo_type === PROMO_TYPE.Product && context.cartProductIds !== null && !context.cartProductIds.some((id) => promo.productIds.includes(id))) {
    return PROMO_MESSAGES.noMatchingProduct;
  }
  return null;
}

export function toPricingPromo(promo: PromoRecord): PricingPromo {
  return {
    discountType: promo.discount_type,
    discountValue: promo.discount_value,
    promoType: promo.promo_type,
    productIds: promo.productIds,
    waivesPhysicianOversightFee: promo.is_physician_oversight_fee_discount,
    waivesLabDrawFee: promo.is_lab_draw_fee_discount,
  };
}

/** The welcome dialog's facts: $ codes in dollars, % codes in percent. */
export function toPromoCheckResponse(promo: PromoRecord): PromoCheckResponse {
  return {
    id: promo.id,
    code: promo.code,
    description: promo.description,
    isBlured: promo.is_blured,
    discount: promo.discount_type === DISCOUNT_TYPE.Percent ? promo.discount_value / 100 : fromCents(promo.discount_value),
    discountType: promo.discount_type,
    promoType: promo.promo_type,
  };
}
