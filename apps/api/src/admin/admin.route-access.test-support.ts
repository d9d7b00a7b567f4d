import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of the admin area's routes: every one is
// `admin`, and every `admin` route of the API must be in the area
// (plugins/admin-area.ts; security/access.test.ts checks both).
export const ADMIN_ROUTE_ACCESS: RouteAccessTable = {
  'POST /api/account/loginAs': {
    access: 'admin',
    personal: true,
    sample: (owner) => ({ url: '/api/account/loginAs', payload: { userName: owner.email, password: 'Wrong#000', rememberMe: false } }),
  },
  'POST /api/profile/create': { access: 'admin', personal: true },
};
