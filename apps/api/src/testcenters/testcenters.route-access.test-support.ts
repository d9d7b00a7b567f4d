import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes.
// spec/02 1: anyone may look up test centers; the answers name no one.
export const TEST_CENTERS_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/labsite/pwnhealth/{zip}': { access: 'public', personal: false, sample: () => ({ url: '/api/labsite/pwnhealth/46204' }) },
  'GET /api/labsite/list': { access: 'public', personal: false, sample: () => ({ url: '/api/labsite/list?zip=46204&$top=3' }) },
};
