import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declaration of this feature's route. The answer is
// empty, but the request carries a name and an address: never cached.
export const SUPPORT_ROUTE_ACCESS: RouteAccessTable = {
  'POST /api/support/message': {
    access: 'public',
    personal: true,
    sample: (owner) => ({ url: '/api/support/message', payload: { name: 'Ana Lopez', email: owner.email, topic: 'order', message: 'Where is my requisition?' } }),
  },
};
