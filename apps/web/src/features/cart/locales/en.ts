import { CART_MESSAGES, fillTemplate } from '@labstore/domain';

// The cart's strings (spec/02 2.6, 2.9 Confirm, 4.3). The spec's own words
// come from the domain's cart messages. Placeholders in {{braces}}.
export const cartEn = {
  title: 'Cart',
  panelTitle: 'Your cart',
  lines: {
    label: 'Tests in your cart',
    product: 'Test',
    marketPrice: 'Market price',
    price: 'Our price',
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    includes: 'Includes',
    waitingToSync: 'Waiting to sync',
    cpt: 'CPT: {{cpt}}',
    promoApplied: 'Promo code {{code}} applied (was {{amount}})',
    promoAppliedHidden: 'Promo code applied (was {{amount}})',
  },
  sync: {
    pending_one: '{{count}} change waiting to sync.',
    pending_other: '{{count}} changes waiting to sync.',
    syncing: 'Sending your changes…',
    offline: 'You are offline. Your changes are kept on this device and sent when the network returns.',
    totalsLater: 'Totals are updated once your changes are synced.',
  },
  discounts: {
    title: 'Discounts',
    duplicate: '{{name}} is included {{times}} times',
    promo: 'Promo code {{code}}',
    promoHidden: 'Promo code',
  },
  fees: {
    physician: 'Physician Oversight Fee',
    labDraw: 'Lab Draw Fee',
    processing: 'Processing Fee',
    listPrice: 'List price {{amount}}',
  },
  covidIgGNote:
    'Orders with a COVID-19 IgG antibody test carry a $10.00 physician oversight fee, collected on behalf of the physician oversight provider.',
  clear: 'Clear Cart',
  empty: CART_MESSAGES.emptyCart,
  browse: 'Browse tests',
  summary: {
    title: 'Order summary',
    subtotal: 'Subtotal',
    marketTotal: 'Market total {{amount}}',
    discount: 'Discount',
    total: 'Total',
    free: 'Free of charge',
    averageSavings: 'Average Order Savings',
  },
  continueShopping: 'Continue shopping',
  checkout: 'Checkout',
  checkoutNeedsNetwork: 'Checkout needs the network. Connect to check out.',
  confirm: {
    title: 'Please confirm',
    removeLine: fillTemplate(CART_MESSAGES.confirmRemove, { name: '{{name}}' }),
    clear: CART_MESSAGES.confirmClear,
    no: 'No',
    yes: 'Yes',
  },
};
