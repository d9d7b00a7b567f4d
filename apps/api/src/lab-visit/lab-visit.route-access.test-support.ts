import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes (issue 18): a
// pass is its order's owner's (and administrators', as the order's results
// are); another customer gets 404. The suite's owner's completed order has a
// requisition, so it has a pass.
export const LAB_VISIT_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/order/pass/{orderId}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/order/pass/${owner.completedOrder.orderId}` }),
    ownedResource: true,
  },
  // The caller's own orders: nothing of anyone else is named.
  'GET /api/order/passes': { access: 'customer', personal: true },
};
