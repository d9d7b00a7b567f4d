import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes: the client's
// settings are the same for everyone.
export const APP_CONFIG_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/app/config': { access: 'public', personal: false },
};
