import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes.
// The checkout routes need the owner's cart as it was made, and the suite's
// cart routes empty it (a confirmation would submit it), so the checkout
// routes are checked for other customers' ids in checkout.routes.test.ts
// instead of by the suite.

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
  // The older path (spec/02 4.5 step 7) pays: a sample would submit the suite owner's cart, so another
  // customer's cart and card are checked in legacy-checkout.routes.test.ts.
  'POST /api/order/checkout': { access: 'customer', personal: true },
  // Stripe calls it; the signature, not a session, says who sent it.
  'POST /api/payment/webhook/stripe': { access: 'public', personal: false },
};
