import { randomUUID } from 'node:crypto';
import type { RouteAccessTable } from '../security/route-declaration.test-support';
import { CHILD_BODY } from './profiles.test-fixtures';

// The security suite's declarations of this feature's routes (spec/01 2.6, 6):
// profiles, children and addresses. Creating an adult profile is an admin
// route (admin/admin.route-access.test-support.ts).
export const PROFILES_ROUTE_ACCESS: RouteAccessTable = {
  'GET /api/profile/list': { access: 'customer', personal: true },
  'GET /api/profile/get/{id}': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: `/api/profile/get/${owner.profile.id}` }),
    ownedResource: true,
  },
  'PUT /api/profile/update': {
    access: 'customer',
    personal: true,
    sample: (owner) => ({ url: '/api/profile/update', payload: { ...owner.profile } }),
    ownedResource: true,
  },
  // Children are for administrators and quasi-administrators (spec/01 6); the service says so after validating.
  'POST /api/profile/child/create': {
    access: 'admin-or-quasi-admin',
    personal: true,
    sample: (owner) => ({ url: '/api/profile/child/create', payload: { ...CHILD_BODY, userId: owner.userId } }),
  },
  'PUT /api/profile/child/update': {
    access: 'admin-or-quasi-admin',
    personal: true,
    // An id that names no child: the suite's administrator changes nobody.
    sample: () => ({ url: '/api/profile/child/update', payload: { ...CHILD_BODY, id: randomUUID() } }),
  },
  'GET /api/address/list': { access: 'customer', personal: true },
};
