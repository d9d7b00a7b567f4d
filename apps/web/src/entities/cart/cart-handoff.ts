import { IDLE_COUNTDOWN_SECONDS, IDLE_WARNING_AFTER_SECONDS } from '@labstore/domain';
import type { AuthSession } from '../../lib/session/session-record';
import type { SessionHandoff } from './cart-records';

// The credential the service worker replays the outbox with when no page is
// open (docs/decisions.md "The cart outbox replayed by the service worker").
// A worker reads neither sessionStorage nor localStorage, so the page hands
// it the access token in the cart's database, for no longer than the session
// it belongs to would last with every page closed:
// - remember me: until the token runs out (expires_in), as the remembered
//   record in localStorage does;
// - this tab only: until the idle logout would have signed the customer out
//   had the tab stayed open (spec/01 4: warning plus countdown, the
//   server's defaults), counted from the last time a page handed it over (a
//   page start, a sign-in, each cart edit), and never past expires_in.
// Sign-out, a 401 and another tab's sign-out clear it with the cart.

/** How long a session without remember me is usable by the worker after a page last handed it over. */
export const TAB_SESSION_KEEP_MS = (IDLE_WARNING_AFTER_SECONDS + IDLE_COUNTDOWN_SECONDS) * 1000;

/** What the page hands the worker of its session now. */
export function sessionHandoff(session: AuthSession | null, language: string, now: number): SessionHandoff {
  if (!session) return { id: 'session', language, account: null };
  const idleEnd = now + TAB_SESSION_KEEP_MS;
  const expiresAt = session.expiresAt ?? idleEnd;
  const keepUntil = session.rememberMe ? expiresAt : Math.min(expiresAt, idleEnd);
  return { id: 'session', language, account: { userId: session.userId, accessToken: session.access_token, keepUntil } };
}

/** Who the worker replays as: a guest (no token), the account, or nobody (its credential is gone or out of date: a page replays). */
export type ReplayCredential = { kind: 'guest' } | { kind: 'account'; accessToken: string } | { kind: 'none' };

export function replayCredential(handoff: SessionHandoff, now: number): ReplayCredential {
  const { account } = handoff;
  if (account === null) return { kind: 'guest' };
  if (account.accessToken === null || account.keepUntil <= now) return { kind: 'none' };
  return { kind: 'account', accessToken: account.accessToken };
}
