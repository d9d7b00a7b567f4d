import type { ProfileResponse } from '@labstore/domain';
import type { OwnedCommerce } from './commerce.test-support';

// How a feature declares its routes to the security suite, in a
// `<feature>.route-access.test-support.ts` beside its routes: who may call
// each route, whether its answers carry personal data, and how to name a
// customer's own resource in it. security/route-access.test-support.ts
// collects the features' tables.

/**
 * public: anyone; customer: any signed-in account (the service may narrow it);
 * admin-or-quasi-admin: an administrator, or a customer session an administrator
 * opened with login-as (spec/01 2.7; the service decides, a customer gets 403);
 * admin: administrators only, the routes of the admin area (plugins/admin-area.ts).
 */
export type Access = 'public' | 'customer' | 'admin-or-quasi-admin' | 'admin';

/** A signed-in customer and what the suite's fixtures made for them through the API. */
export interface ResourceOwner {
  userId: string;
  email: string;
  profile: ProfileResponse;
  /** The customer's open cart and one line of it (security/commerce.test-support.ts). */
  cart: { orderId: string; itemId: string };
  /** A card the customer saved. */
  cardId: string;
  /** A Completed order with results (security/commerce.test-support.ts). */
  completedOrder: OwnedCommerce['completedOrder'];
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

/** A feature's routes, keyed as the OpenAPI document names them: 'GET /api/profile/get/{id}'. */
export type RouteAccessTable = Readonly<Record<string, RouteDeclaration>>;

/** Refused by the services to a customer: the suite's admin checks cover both levels. */
export function isForAdministrators(access: Access): boolean {
  return access === 'admin' || access === 'admin-or-quasi-admin';
}
