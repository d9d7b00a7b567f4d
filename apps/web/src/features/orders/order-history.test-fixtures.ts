import type { CartItem, CartProduct, OrderHistoryEntry, OrderResult, Receipt, ShareEntry } from '@labstore/domain';

// Orders, results, receipts and shares as the API answers them, for the
// orders feature's tests. Each builder takes only what a test cares about.

export function product(name: string, productType: number, slug = name.toLowerCase().replace(/\W+/g, '-')): CartProduct {
  return {
    id: `p-${slug}`,
    name,
    slug,
    cpt: '80061',
    imageId: null,
    marketPrice: 100,
    masterPrice: 49,
    productType,
    isActive: true,
    extraTestsPrice: productType === 2 ? 15 : null,
    eligibility: null,
    lang: 'en',
  };
}

export function item(name: string, productType: number, children: string[] = []): CartItem {
  const main = product(name, productType);
  return {
    id: `i-${main.slug}`,
    profile: 'profile-1',
    product: main,
    children: children.map((child) => ({ id: `c-${child}`, product: product(child, 1), orderItemInitialPrice: 0, orderItemPrice: 0, isChild: true })),
    orderItemInitialPrice: 49,
    orderItemPrice: 49,
    promoCode: null,
    isUsePromoCode: false,
    isChild: false,
  };
}

export function result(overrides: Partial<OrderResult> = {}): OrderResult {
  return {
    apiResultId: 'req-1',
    physiciansName: 'Dr. Ada Byron',
    physiciansNPI: '1234567893',
    hasRequisitionPdf: false,
    hasResultsPdf: false,
    requisitionLink: null,
    resultLink: null,
    approvedDate: null,
    reportedDate: null,
    ...overrides,
  };
}

export const approved = (overrides: Partial<OrderResult> = {}) =>
  result({ hasRequisitionPdf: true, requisitionLink: '/api/order/results/download/o/req-1/1', approvedDate: '2026-06-10T14:30:00Z', ...overrides });

export const completed = (overrides: Partial<OrderResult> = {}) =>
  approved({ hasResultsPdf: true, resultLink: '/api/order/results/download/o/req-1/3', reportedDate: '2026-06-12T10:00:00Z', ...overrides });

export function order(overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    id: 'order-1',
    number: 1001,
    status: 2,
    profileId: 'profile-1',
    items: [item('Lipid Panel', 8, ['Cholesterol', 'Triglycerides'])],
    itemsCount: 1,
    processingFee: 0,
    labDrawFee: 4,
    physicianOversightFee: 6,
    isUsePromoCode: false,
    promoCodeId: null,
    promoCode: null,
    isBlured: false,
    subTotal: 49,
    orderTotal: 59,
    createdDate: '2026-06-10T13:00:00Z',
    submittedDate: '2026-06-10T13:00:00Z',
    isPaymentSkipped: false,
    transactions: [],
    summary: {
      subTotal: 49,
      marketTotal: 100,
      listTotal: 332,
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
      averageSavings: 0,
      hasCovidIgG: false,
      duplicateChilds: [],
    },
    userFullName: 'Jane Doe',
    results: [],
    canCancel: false,
    canDelete: false,
    ...overrides,
  };
}

export function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    orderId: 'order-1',
    number: 1001,
    submittedDate: '2026-06-10T13:00:00Z',
    patient: { fullName: 'Jane Doe', birthDate: '1980-02-29' },
    physiciansName: 'Dr. Ada Byron',
    physiciansNPI: '1234567893',
    items: [
      { name: 'Lipid Panel', cpt: '80061', slug: 'lipid-panel', orderItemInitialPrice: 49, orderItemPrice: 49, promoCode: null, children: [{ name: 'Cholesterol', cpt: '82465' }] },
      { name: 'Glucose', cpt: '82947', slug: 'glucose', orderItemInitialPrice: 20, orderItemPrice: 15, promoCode: null, children: [] },
    ],
    promoCode: 'SAVE10',
    subTotal: 54,
    orderTotalWithoutPromo: 64,
    processingFee: 0,
    physicianOversightFee: 6,
    labDrawFee: 4,
    orderTotal: 64,
    balance: 0,
    creditCardInfo: { cardType: 1, last4: '4242' },
    ...overrides,
  };
}

export function share(overrides: Partial<ShareEntry> = {}): ShareEntry {
  return {
    id: 'share-1',
    orderId: 'order-1',
    number: 1001,
    apiResultId: 'req-1',
    fileType: 3,
    contactTo: 'doctor@example.org',
    sendedDate: '2026-06-12T15:00:00Z',
    expiresDate: '2026-06-15T15:00:00Z',
    state: 'sent',
    ...overrides,
  };
}
