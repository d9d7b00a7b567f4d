import assert from 'node:assert/strict';
import { test } from 'vitest';
import { sessionFromGrant } from '../../lib/session/session-record';
import { replayCredential, sessionHandoff, TAB_SESSION_KEEP_MS } from './cart-handoff';

// How long the service worker may use the session the page hands it
// (docs/decisions.md "The cart outbox replayed by the service worker").

const NOW = 1_800_000_000_000;
const HOUR = 3600 * 1000;

test('a guest hands over no credential: the worker replays a guest cart by its id alone', () => {
  const handoff = sessionHandoff(null, 'es', NOW);
  assert.deepEqual(handoff, { id: 'session', language: 'es', account: null });
  assert.deepEqual(replayCredential(handoff, NOW), { kind: 'guest' });
});

test('remember me: the token is usable until it runs out, as the remembered record is', () => {
  const session = sessionFromGrant({ access_token: 't', userId: 'user-1', expires_in: 14 * 24 * 3600 }, true, NOW);
  const handoff = sessionHandoff(session, 'en', NOW);
  assert.deepEqual(handoff.account, { userId: 'user-1', accessToken: 't', keepUntil: NOW + 14 * 24 * HOUR });
  assert.deepEqual(replayCredential(handoff, NOW + 14 * 24 * HOUR - 1), { kind: 'account', accessToken: 't' });
  assert.deepEqual(replayCredential(handoff, NOW + 14 * 24 * HOUR), { kind: 'none' });
});

test('this tab only: usable for the idle logout\'s time after the page last handed it over, never past the token', () => {
  const session = sessionFromGrant({ access_token: 't', expires_in: 12 * 3600 }, false, NOW);
  assert.equal(sessionHandoff(session, 'en', NOW).account?.keepUntil, NOW + TAB_SESSION_KEEP_MS);
  // A later handover (an edit, a page start) renews it.
  assert.equal(sessionHandoff(session, 'en', NOW + HOUR).account?.keepUntil, NOW + HOUR + TAB_SESSION_KEEP_MS);
  // Minutes before the token runs out, the token's end is the end.
  const late = NOW + 12 * HOUR - 60_000;
  assert.equal(sessionHandoff(session, 'en', late).account?.keepUntil, NOW + 12 * HOUR);
});

test('a credential the worker dropped is not replaced by replaying as a guest', () => {
  assert.deepEqual(replayCredential({ id: 'session', language: 'en', account: { userId: 'user-1', accessToken: null, keepUntil: NOW + HOUR } }, NOW), { kind: 'none' });
});
