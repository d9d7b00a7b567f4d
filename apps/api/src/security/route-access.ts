import { randomUUID } from 'node:crypto';
import type { ProfileResponse } from '@labstore/domain';
import { BLOG_ROUTE_ACCESS } from '../blog/blog.route-access';
import { CART_ROUTE_ACCESS } from '../cart/cart.route-access';
import { CHECKOUT_ROUTE_ACCESS } from '../checkout/checkout.route-access';
import { CHILD_BODY } from '../profiles/profiles.test-fixtures';
import { TEST_CENTERS_ROUTE_ACCESS } from '../testcenters/testcenters.route-access';

// Every route of the API, declared once: who may call it, whether its answers
// carry personal data, and how to name a customer's own resource in it. The
// security suite (*.test.ts beside this file) reads the routes from the
// OpenAPI document and fails, naming the route, when one is missing here or
// when this table names a route that no longer exists.

/** public: anyone; customer: any signed-in account (the service may narrow it); admin: administrators only. */
export type Access = 'public' | 'customer' | 'admin';

/** A signed-in customer and what the suite's fixtures made for them through the API. */
export interface ResourceOwner {
  userId: string;
  email: string;
  profile: ProfileResponse;
  /** The customer's open cart and one line of it (security/commerce-fixtures.ts). */
  cart: { orderId: string; itemId: string };
  /** A card the customer saved. */
  cardId: string;
}

export interface SampleRequest {
  url: string;
  payload?: Record<string, unknown>;
}

export interface RouteDeclaration {
  access: Access;
  /** Answers carry personal data (a token, an e-mail, a profile, an account's state): `Cache-Control: no-store` required. */
  personal: boolean;
  /**
   * A request that passes validation, for the owner's own resource (or, for
   * admin routes, sent by an administrator). Routes that check the token
   * after validating need one to show their 401; without it the suite sends
   * the path with random ids and no body.
   */
  sample?: (owner: ResourceOwner) => SampleRequest;
  /** The sample names the owner's resource by id: another customer must get 403 or 404. */
  ownedResource?: boolean;
  /** The status another customer gets instead, where the route answers as its link does. */
  crossAccountStatus?: number;
}

const OTHER_PASSWORD = 'Another#456';

export type RouteAccessTable = Readonly<Record<string, RouteDeclaration>>;

export const ROUTE_ACCESS: RouteAccessTable = {
  // Each commerce feature declares its routes beside them.
  ...CART_ROUTE_ACCESS,
  ...CHECKOUT_ROUTE_ACCESS,
  ...TEST_CENTERS_ROUTE_ACCESS,
  ...BLOG_ROUTE_ACCESS,

  'GET /api/app/config': { access: 'public', personal: false },
  'GET /api/content/list': { access: 'public', personal: false },
  'GET /api/state/list': { access: 'public', personal: false },
  'GET /api/state/zip/{zip}': { access: 'public', personal: false },

  // spec/01 3, 7: accounts and sessions.
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
  // Administrators and quasi-administrators; a customer's own session gets 403 from the service.
  'POST /api/account/changeUserName': {
    access: 'customer',
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
  'POST /api/account/loginAs': {
    access: 'admin',
    personal: true,
    sample: (owner) => ({ url: '/api/account/loginAs', payload: { userName: owner.email, password: 'Wrong#000', rememberMe: false } }),
  },
  // Issue 14: the login-as landing's exchange; the single-use code is the proof (login-as.test.ts).
  'POST /api/account/loginAs/exchange': { access: 'public', personal: true },

  // spec/02: the catalogue is public and the same for everyone.
  'GET /api/category/type/{flags}': { access: 'public', personal: false },
  'GET /api/catalogue/offline': { access: 'public', personal: false },
  'POST /api/product/search': { access: 'public', personal: false },
  'POST /api/catalog/search': { access: 'public', personal: false },
  'GET /api/product/all': { access: 'public', personal: false },
  'GET /api/product/{slugOrId}': { access: 'public', personal: false },
  'GET /api/category/browse/{id}': { access: 'public', personal: false },
  'GET /api/product/type/browse/{flags}': { access: 'public', personal: false },
  'GET /api/product/promo/browse/{flags}': { access: 'public', personal: false },
  'GET /api/image/{id}': { access: 'public', personal: false },
  'GET /api/taxonomy/category/list/{skip}/{top}': { access: 'public', personal: false },
  'GET /api/taxonomy/product/type/{type}': { access: 'public', personal: false },
  'GET /api/pwnhealth/products/approved': { access: 'public', personal: false },

  // spec/01 2.6, 6: profiles, children and addresses.
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
  'POST /api/profile/create': { access: 'admin', personal: true },
  // Children are for administrators (spec/01 6); the service says so after validating.
  'POST /api/profile/child/create': {
    access: 'admin',
    personal: true,
    sample: (owner) => ({ url: '/api/profile/child/create', payload: { ...CHILD_BODY, userId: owner.userId } }),
  },
  'PUT /api/profile/child/update': {
    access: 'admin',
    personal: true,
    // An id that names no child: the suite's administrator changes nobody.
    sample: () => ({ url: '/api/profile/child/update', payload: { ...CHILD_BODY, id: randomUUID() } }),
  },
  'GET /api/address/list': { access: 'customer', personal: true },
};
