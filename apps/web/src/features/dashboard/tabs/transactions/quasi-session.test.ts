// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearNotification } from '../../../../lib/notifications';
import { json } from '../../dashboard.test-support';
import { addProduct, withQuasiSession } from './quasi-session';

// spec/03 2, 4: the temporary quasi-admin session is cleared after each
// action, whether it succeeded or failed; its token goes only in the
// Authorization header of the action's own calls.

const SESSION = { access_token: 'quasi-token', token_type: 'bearer', expires_in: 300, sessionId: 'session-9', userId: 'u-1', userName: 'rosa@example.com', orderId: 'cart-1' };

function recordFetch(addAnswer: () => Response) {
  const calls: { method: string; url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? 'GET', url, authorization: new Headers(init?.headers).get('Authorization') });
    if (url === '/api/account/quasiSession') return json(SESSION);
    if (url === '/api/order/add') return addAnswer();
    return json({ sessionId: 'session-9', ended: true });
  });
  return calls;
}

afterEach(() => {
  clearNotification();
  vi.unstubAllGlobals();
});

describe('the temporary quasi-admin session', () => {
  test("runs the action with the session's token, then ends it", async () => {
    const calls = recordFetch(() => json({ message: 'refused' }, 500));
    await expect(withQuasiSession('u-1', (session) => addProduct(session, session.orderId, 'p-1'))).rejects.toThrow();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/account/quasiSession', 'POST /api/order/add', 'DELETE /api/account/quasiSession/session-9']);
    expect(calls[1]?.authorization).toBe('Bearer quasi-token');
    expect(calls.filter((call) => call.authorization === 'Bearer quasi-token')).toHaveLength(1);
    expect(calls.some((call) => call.url.includes('quasi-token'))).toBe(false);
  });

  test('ends it after a success too, and answers what the action answered', async () => {
    const calls = recordFetch(() => json({}));
    await expect(withQuasiSession('u-1', () => Promise.resolve('done'))).resolves.toBe('done');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/account/quasiSession/session-9' });
  });
});
