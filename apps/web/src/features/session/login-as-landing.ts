import { loginAsCodeFromAddress } from '../../lib/session/login-as-address';

// spec/01 2.7, 4 and issue 14: the login-as landing (/auth) trades the
// fragment's single-use code for the customer's session; the app's /auth
// route runs it before going to the root. Whatever else the address carries
// (access_token, isAdmin, asQuasiAdmin, profileId) is never read.
//
// The address is wiped first, through the router (a redirect to bare /auth
// that replaces the entry): the code is spent, and a token or flags someone
// put there must not stay in the bar or the history. The router's own
// history must make that change: it watches history.replaceState, and a
// change behind its back starts the route again. The code waits here, in
// memory, for the landing's second run.

let heldCode: string | null = null;

/**
 * The landing's first run: keeps the fragment's code (if any) and answers
 * true when the address carries anything, so the route wipes it before the
 * exchange.
 */
export function takeCodeOffAddress(address: { hash: string; searchStr: string }): boolean {
  if (address.hash === '' && address.searchStr === '') return false;
  heldCode = loginAsCodeFromAddress(address.hash);
  return true;
}

/** Exchanges the code taken off the address, once; the exchange loads with its schema, outside the storefront's first load. */
export async function completeLoginAsLanding(): Promise<void> {
  const code = heldCode;
  heldCode = null;
  const { openLoginAsSession } = await import('./login-as-exchange');
  await openLoginAsSession(code);
}
