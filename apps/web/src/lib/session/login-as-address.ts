import { APP_PATHS, LINK_CODE_MAX_LENGTH } from '@labstore/domain';

// spec/01 2.7, 4 login-as, as issue 14 changed it: the administrator's tab
// opens a new tab at /auth#code=<single-use code>, and the landing exchanges
// the code for the customer's session. The code rides in the fragment, which
// the browser never sends: no server log or Referer holds it
// (docs/decisions.md). No token or role flag is ever read from the address.
// The accounts feature builds the address, the session feature lands on it:
// both ends of one address, so it is kept here.

const LANDING_CODE_PARAMETER = 'code';

// What the API issues: 32 random bytes, base64url.
const CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${LINK_CODE_MAX_LENGTH}}$`);

/** The /auth address the new tab opens, the code in its fragment. */
export function loginAsLandingUrl(code: string): string {
  return `${APP_PATHS.loginAs}#${new URLSearchParams({ [LANDING_CODE_PARAMETER]: code }).toString()}`;
}

/** The code of the landing's fragment ('#code=...' or 'code=...'), or null when there is none worth sending. */
export function loginAsCodeFromAddress(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get(LANDING_CODE_PARAMETER);
  return code !== null && CODE_PATTERN.test(code) ? code : null;
}
