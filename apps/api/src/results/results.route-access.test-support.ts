import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes: an order's
// results are its owner's (and administrators'); another customer gets 404.
export const RESULTS_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/order/results/{id}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/order/results/${owner.completedOrder.orderId}` }),
    ownedResource: true,
  },
  'GET /api/order/results/get/{apiResultId}/{orderId}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/order/results/get/${owner.completedOrder.apiResultId}/${owner.completedOrder.orderId}` }),
    ownedResource: true,
  },
  'GET /api/order/results/download/{orderId}/{apiResultId}/{type}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/order/results/download/${owner.completedOrder.orderId}/${owner.completedOrder.apiResultId}/3` }),
    ownedResource: true,
  },
  'GET /api/order/results/data/{orderId}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/order/results/data/${owner.completedOrder.orderId}` }),
    ownedResource: true,
  },
  // The caller's own results: nothing of anyone else is named.
  'GET /api/order/results/trends': { access: 'customer', personal: true },
};
