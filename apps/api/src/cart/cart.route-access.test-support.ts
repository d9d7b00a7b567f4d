import { SUITE_PRODUCT_ID } from '../security/commerce.test-support';
import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes.
// The cart routes are public because a guest's ownerless cart is reached by
// its id; an owned cart is its owner's (another customer: 404).
export const CART_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/order/get/{id}': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: `/api/order/get/${owner.cart.orderId}` }),
    ownedResource: true,
  },
  'PUT /api/order/update/': {
    access: 'public',
    personal: true,
    sample: (owner) => ({
      url: '/api/order/update/',
      payload: { orderId: owner.cart.orderId, action: 1, items: [{ id: owner.cart.itemId, ProfileId: owner.profile.id }] },
    }),
    ownedResource: true,
  },
  'DELETE /api/order/{orderId}/item/{itemId}': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: `/api/order/${owner.cart.orderId}/item/${owner.cart.itemId}` }),
    ownedResource: true,
  },
  'DELETE /api/order/{orderId}/items': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: `/api/order/${owner.cart.orderId}/items` }),
    ownedResource: true,
  },
  // The orderId is only a hint: a signed-in caller always adds to their own cart, so nobody else's is named.
  'POST /api/order/add': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: '/api/order/add', payload: { orderId: owner.cart.orderId, productId: SUITE_PRODUCT_ID } }),
  },
};
