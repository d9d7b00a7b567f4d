import { SUITE_PROMO_CODE } from '../security/commerce.test-support';
import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes. A code applied
// to a cart is the cart's: public like the cart routes (a guest's ownerless
// cart is reached by its id), another customer's cart answers 404.
export const PROMO_ROUTE_ACCESS: RouteAccessTable = {
  'POST /api/order/promo/add': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: '/api/order/promo/add', payload: { code: SUITE_PROMO_CODE, orderId: owner.cart.orderId } }),
    ownedResource: true,
  },
  'GET /api/order/promo/remove/{id}': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: `/api/order/promo/remove/${owner.cart.orderId}` }),
    ownedResource: true,
  },
  'GET /api/promo/check': { access: 'public', personal: false, sample: () => ({ url: `/api/promo/check?code=${SUITE_PROMO_CODE}` }) },
  'GET /api/promo/get/{id}': { access: 'public', personal: false },
};
