import type { Cart, CartItem, CheckoutResult, OrderSummary, PaymentIntentResponse } from '@labstore/domain';

// Carts and answers as the API shapes them, for the checkout's unit tests.

export const ORDER_ID = '0b7c1f0e-8f4e-4a53-9f0c-3d2f5d1b2c11';

const SUMMARY: OrderSummary = {
  subTotal: 49,
  marketTotal: 120,
  listTotal: 352,
  discount: 0,
  duplicateDiscount: 0,
  promoDiscount: 0,
  subTotalPromoCode: 49,
  physicianFee: 6,
  defaultPhysicianFee: 6,
  listPhysicianFee: 219,
  labDrawFee: 4,
  defaultLabDrawFee: 4,
  listLabDrawFee: 13,
  processingFee: 0,
  cartTotal: 59,
  isFree: false,
  averageSavings: 293,
  hasCovidIgG: false,
  duplicateChilds: [],
};

export function cartLine(name: string, price: number): CartItem {
  const product = {
    id: `product-${name}`,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    cpt: '80053',
    imageId: null,
    marketPrice: price * 2,
    masterPrice: price,
    productType: 1,
    isActive: true,
    extraTestsPrice: null,
    eligibility: null,
    lang: 'en' as const,
  };
  return { id: `item-${name}`, profile: null, product, children: [], orderItemInitialPrice: price, orderItemPrice: price, promoCode: null, isUsePromoCode: false, isChild: false };
}

export function cartOf(items: CartItem[], summary: Partial<OrderSummary> = {}, notices: Cart['notices'] = []): Cart {
  const merged = { ...SUMMARY, ...summary };
  return {
    id: ORDER_ID,
    number: 1042,
    status: 1,
    profileId: null,
    items,
    itemsCount: items.length,
    processingFee: merged.processingFee,
    labDrawFee: merged.labDrawFee,
    physicianOversightFee: merged.physicianFee,
    isUsePromoCode: false,
    promoCodeId: null,
    promoCode: null,
    isBlured: false,
    subTotal: merged.subTotal,
    orderTotal: merged.cartTotal,
    createdDate: '2026-11-23T22:00:00.000Z',
    submittedDate: null,
    isPaymentSkipped: false,
    transactions: [],
    summary: merged,
    notices,
  };
}

export const INTENT: PaymentIntentResponse = {
  clientSecret: 'pi_sandbox_1_secret_x',
  paymentIntentId: 'pi_sandbox_1',
  amount: 59,
  provider: 'sandbox',
  publishableKey: null,
};

export function submitted(paymentStatus: CheckoutResult['paymentStatus'], status = 2): CheckoutResult {
  return { orderId: ORDER_ID, number: 1042, status, paymentStatus, message: '' };
}
