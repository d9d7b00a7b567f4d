import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes
// (docs/decisions.md "After the order"). The suite's owner has an open cart
// and no order: cancel, delete and the receipt refuse a cart (409) even to
// its owner, so another customer's refusal (404) of each is checked in
// order-history.routes.test.ts instead of by the suite.
export const ORDER_HISTORY_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/taxonomy/order': { access: 'customer', personal: true, sample: () => ({ url: '/api/taxonomy/order?$skip=0&$top=10&status=255' }) },
  'GET /api/order/cancel/{id}': { access: 'customer', personal: true },
  'DELETE /api/order/{id}': { access: 'customer', personal: true },
  'GET /api/order/receipt/{id}': { access: 'customer', personal: true },
  'GET /api/order/status/browse/62': { access: 'public', personal: false },
};
