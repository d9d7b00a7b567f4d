import type { CrmName } from '@labstore/domain';

// Issue 19, spec/03 2 Infusionsoft tab, 7 CRM authorisation: the store's
// authorisation at the CRM (DESIGN.md "Outside services": Keap once
// credentials are given, a local default until then). The administrator
// signs in on the CRM's page, which sends them back to /dashboard/infusionsoft
// with ?code=; the dashboard posts the code and the CRM redeems it.

/**
 * What a redeemed code leaves to keep: the code itself (the local CRM) or
 * Keap's tokens. Secrets: kept in the database, never logged, never answered.
 */
export type CrmGrant =
  | { kind: 'code'; code: string }
  | { kind: 'tokens'; accessToken: string; refreshToken: string; expiresAt: string; scope: string };

export interface CrmAuthorisation {
  readonly name: CrmName;
  /** The store's client id at the CRM (spec/03 7: GET /api/taxonomy/clientid). */
  readonly clientId: string;
  /** The CRM's sign-in page for the client id, sending the administrator back to /dashboard/infusionsoft with ?code=. */
  authorisationPageUrl(): Promise<string>;
  /** Checks the code with the CRM (Keap: exchanges it for tokens): CrmCodeRefused when the CRM says no, CrmUnavailable when it cannot say. */
  redeem(code: string): Promise<CrmGrant>;
}

/** The CRM refused the code (unknown, expired, used, or for another redirect): asking again will not help. */
export class CrmCodeRefused extends Error {}

/** The CRM could not be reached or failed; the administrator may sign in again later. */
export class CrmUnavailable extends Error {}
