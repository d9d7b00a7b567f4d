import type { RouteAccessTable } from '../security/route-declaration.test-support';

// The security suite's declarations of this feature's routes (spec/01 3, 7):
// accounts and sessions. Login-as itself is an admin route
// (admin/admin.route-access.test-support.ts).

const OTHER_PASSWORD = 'Another#456';

export const ACCOUNTS_ROUTE_ACCESS: RouteAccessTable = {
  'POST /Token': { access: 'public', personal: true },
  'POST /api/account/register': { access: 'public', personal: true },
  'POST /api/account/register/confirm': { access: 'public', personal: false },
  // Whether an address has an account is itself personal.
  'POST /api/account/checkEmail': { access: 'public', personal: true },
  'POST /api/account/pasword/reset': { access: 'public', personal: false },
  'POST /api/account/password/reset/confirm': { access: 'public', personal: false },
  'GET /api/keap/disableNonTransactionalEmails': {
    access: 'public',
    personal: false,
    // Signed in, a customer may unsubscribe only themself; anyone else needs
    // the link's token, and without it is told the link is invalid (400).
    sample: (owner) => ({ url: `/api/keap/disableNonTransactionalEmails?userId=${owner.userId}` }),
    ownedResource: true,
    crossAccountStatus: 400,
  },
  'POST /api/account/sendConfirmation': {
    access: 'customer',
    personal: false,
    sample: (owner) => ({ url: `/api/account/sendConfirmation?accountId=${owner.userId}` }),
    ownedResource: true,
  },
  'POST /api/account/changePassword': {
    access: 'customer',
    personal: false,
    sample: () => ({ url: '/api/account/changePassword', payload: { oldPassword: 'Wrong#000', newPassword: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD } }),
  },
  'POST /api/account/checkPassword': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: '/api/account/checkPassword', payload: { password: OTHER_PASSWORD, userId: owner.userId } }),
    ownedResource: true,
  },
  // Issue 18: the signed-in account's own password, named by no id.
  'POST /api/account/password/verify': {
    access: 'customer',
    personal: true,
    sample: () => ({ url: '/api/account/password/verify', payload: { password: OTHER_PASSWORD } }),
  },
  // spec/01 2.5: administrators and quasi-administrators; a customer's own session gets 403 from the service.
  'POST /api/account/changeUserName': {
    access: 'admin-or-quasi-admin',
    personal: false,
    sample: (owner) => ({ url: '/api/account/changeUserName', payload: { email: `moved.${owner.email}` } }),
  },
  'POST /api/account/logout': { access: 'customer', personal: false },
  'GET /api/account/userInfo': { access: 'customer', personal: true },
  'GET /api/account/twofactor/{userId}/{enabled}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/account/twofactor/${owner.userId}/false` }),
    ownedResource: true,
  },
  'GET /api/account/emailHistory': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/account/emailHistory?userId=${owner.userId}` }),
    ownedResource: true,
  },
  // The login-as landing's exchange; the single-use code is the proof (security/login-as.test.ts).
  'POST /api/account/loginAs/exchange': { access: 'public', personal: true },
};
