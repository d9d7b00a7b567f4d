import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes (spec/01 5):
// the states and a zip's state are the same for everyone.
export const STATES_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/state/list': { access: 'public', personal: false },
  'GET /api/state/zip/{zip}': { access: 'public', personal: false },
};
