// Issue 17, spec/02 4.6: a shared document's link is /shared#token=<token>
// (a bare /shared#<token> is read too). The token rides in the fragment,
// which browsers never send, so it is in no request line, server log or
// Referer (docs/decisions.md "After the order"). The page takes it off the
// address at once, through the router (a replacing redirect: the router
// watches history.replaceState), and keeps it in memory for the one request
// that opens the document.

/** What the API issues: random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,512}$/;

export interface SharedLanding {
  /** Changes with each link landed on, so each is opened once (the query's key). */
  id: number;
  /** null when the address carried no usable token. */
  token: string | null;
}

let landing: SharedLanding = { id: 0, token: null };
/** The route is redirecting to the bare address: its next run is the same landing. */
let wiping = false;

/** The token of a fragment ('#token=...', 'token=...' or a bare token), or null. */
export function sharedTokenFromHash(hash: string): string | null {
  const fragment = hash.replace(/^#/, '');
  const candidate = fragment.includes('=') ? new URLSearchParams(fragment).get('token') : fragment;
  return candidate !== null && TOKEN_PATTERN.test(candidate) ? candidate : null;
}

/**
 * Each run of the route: keeps the fragment's token and answers true when the
 * address carries anything after the path, so the route wipes it. The run
 * after the wipe keeps that landing; a later visit to the bare address is a
 * landing without a token (the link has been used on this page already).
 */
export function takeTokenOffAddress(address: { hash: string; searchStr: string }): boolean {
  if (address.hash === '' && address.searchStr === '') {
    if (wiping) wiping = false;
    else landing = { id: landing.id + 1, token: null };
    return false;
  }
  landing = { id: landing.id + 1, token: sharedTokenFromHash(address.hash) };
  wiping = true;
  return true;
}

export const currentLanding = (): SharedLanding => landing;
