import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes. Every answer
// is personal (no-store): a send history names recipients, and a link opens
// a requisition or results. The owner's completed order, with its
// requisition and results, is made by the results feature's suite fixtures.

export const SHARING_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/order/results/share/get/{id}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/order/results/share/get/${owner.completedOrder.orderId}` }),
    ownedResource: true,
  },
  'GET /api/order/results/share/{orderId}/{apiResultId}/{type}': {
    access: 'customer',
    personal: true,
    sample: (owner) => {
      const { orderId, apiResultId } = owner.completedOrder;
      return { url: `/api/order/results/share/${orderId}/${apiResultId}/3?contactTo=${encodeURIComponent('suite.recipient@example.com')}` };
    },
    ownedResource: true,
  },
  // The suite's owner has sent no link: the sample names none (sharing.routes.test.ts checks another customer's revoke).
  'DELETE /api/order/results/share/{shareId}': { access: 'customer', personal: true },
  'POST /api/shared/open': {
    access: 'public',
    personal: true,
    sample: () => ({ url: '/api/shared/open', payload: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }),
  },
};
