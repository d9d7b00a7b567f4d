import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes: navigation and
// footer entries are the same for everyone.
export const CONTENT_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/content/list': { access: 'public', personal: false },
};
