import type { RouteAccessTable } from '../security/route-access';

// The security suite's declarations of this feature's routes (security/route-access.ts).
// The checkout routes need the owner's cart as it was made, and the suite's
// cart routes empty it (a confirmation would submit it), so the checkout
// routes are checked for other customers' ids in checkout.routes.test.ts
// instead of by the suite.

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export const CHECKOUT_ROUTE_ACCESS: RouteAccessTable = {
  'POST /api/order/checkout/intent': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: '/api/order/checkout/intent', payload: { orderId: owner.cart.orderId } }),
  },
  'POST /api/order/checkout/confirmation': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: '/api/order/checkout/confirmation', payload: { orderId: owner.cart.orderId, paymentStatus: 1 } }),
  },
  'POST /api/order/checkout/confirmation/free/{id}': { access: 'customer', personal: true },
  // Stripe calls it; the signature, not a session, says who sent it.
  'POST /api/payment/webhook/stripe': { access: 'public', personal: false },

  'GET /api/payment/card/list': { access: 'customer', personal: true },
  'POST /api/payment/add/{id}/{paymentTypeId}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/payment/add/${owner.userId}/1`, payload: { paymentMethodId: 'pm_card_mastercard' } }),
    ownedResource: true,
  },
  'PUT /api/payment/card/update': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: '/api/payment/card/update', payload: { id: owner.cardId, expirationMonth: 12, expirationYear: NEXT_YEAR + 1 } }),
    ownedResource: true,
  },
  'PUT /api/payment/card/action/{id}/{active}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/payment/card/action/${owner.cardId}/true` }),
    ownedResource: true,
  },
  'PUT /api/payment/card/default/{id}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/payment/card/default/${owner.cardId}` }),
    ownedResource: true,
  },
  'POST /api/payment/sandbox/method': {
    access: 'customer',
    personal: true,
    sample: () => ({ url: '/api/payment/sandbox/method', payload: { cardNumber: '4242424242424242', cvc: '123', month: 12, year: NEXT_YEAR } }),
  },
};
