// @vitest-environment happy-dom
import '../../dashboard.test-support';
import { IDEMPOTENCY_KEY_HEADER, type CrmAbout } from '@labstore/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthSession } from '../../../../lib/session/session-record';
import { json, renderDashboard, session } from '../../dashboard.test-support';

// spec/03 2 Dashboard (?code=) and Infusionsoft tab, 4 Infusionsoft, 7 CRM
// authorisation, 8: the returned code is sent once and leaves the address;
// the outcome is said; the state is read again; the note is saved.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

const NEVER: CrmAbout = { about: '', crm: 'local', authorisedAt: null, authorisedBy: null };
const STORED = 'InfusionSoft code has been sent to the server';
const NOT_STORED = 'Code received but not stored on the server.';

/** A CRM API: GET about and clientid, PUT authcode (answered by `authcode`) and about; records every request. */
function stubCrm(authcode: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  let about = NEVER;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0] ?? '';
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path, body, key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER) });
    if (path === '/api/taxonomy/clientid') return json({ clientId: 'labstore-local', authorisationPageUrl: 'http://shop.test/dashboard/infusionsoft?code=fresh' });
    if (path === '/api/taxonomy/about' && method === 'GET') return json(about);
    if (path === '/api/taxonomy/about' && method === 'PUT') {
      about = { ...about, ...(body as Pick<CrmAbout, 'about'>) };
      return json(about);
    }
    if (path === '/api/taxonomy/authcode') {
      const answer = await authcode();
      if (answer.ok) about = { ...about, authorisedAt: '2026-11-20T10:30:00.000Z', authorisedBy: 'admin@labstore.local' };
      return answer;
    }
    return json({ message: `no answer for ${path}` }, 404);
  });
  return { sent, puts: (path: string) => sent.filter((request) => request.method === 'PUT' && request.path === path) };
}

beforeEach(() => {
  auth.session = session({ isAdmin: true });
});

afterEach(() => vi.unstubAllGlobals());

describe('the Infusionsoft tab', () => {
  test('shows the state, never authorised, and the sign-in link to the CRM page', async () => {
    stubCrm(() => json({ message: STORED }));
    renderDashboard('/dashboard/infusionsoft');
    const link = await screen.findByRole('link', { name: 'Sign in at the CRM' });
    expect(link.getAttribute('href')).toBe('http://shop.test/dashboard/infusionsoft?code=fresh');
    expect(screen.getByText('Never authorised')).toBeTruthy();
    expect(screen.getByText('labstore-local')).toBeTruthy();
    expect(screen.getByText(/^Local CRM/)).toBeTruthy();
  });

  test('sends the returned code once, with a key, takes it out of the address, says so and shows the new state', async () => {
    let answer: (response: Response) => void = () => undefined;
    const crm = stubCrm(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderDashboard('/dashboard/infusionsoft?code=abc.123');
    expect(await screen.findByText('Sending the code to the server…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/dashboard/infusionsoft');
    answer(json({ message: STORED }));

    expect(await screen.findByText(STORED)).toBeTruthy();
    expect(await screen.findByText(/by admin@labstore\.local$/)).toBeTruthy();
    expect(screen.queryByText('Sending the code to the server…')).toBeNull();
    const puts = crm.puts('/api/taxonomy/authcode');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ authorizationCode: 'abc.123' });
    expect(puts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    // The entry with the code was replaced: Back cannot bring it back, and a new render sends nothing.
    await router.invalidate();
    expect(router.history.length).toBe(1);
    expect(crm.puts('/api/taxonomy/authcode')).toHaveLength(1);
  });

  test.each([400, 502])("a refusal (%i) says 'Code received but not stored on the server.' and nothing else", async (status) => {
    const crm = stubCrm(() => json({ message: NOT_STORED }, status));
    const { router } = renderDashboard('/dashboard?code=stale');
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_STORED);
    expect(screen.queryByText(STORED)).toBeNull();
    expect(screen.queryByTestId('notification')).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Infusionsoft');
    expect(router.state.location.search).toEqual({});
    expect(crm.puts('/api/taxonomy/authcode')).toHaveLength(1);
    expect(await screen.findByText('Never authorised')).toBeTruthy();
  });

  test("saves the administrators' note and says so", async () => {
    const crm = stubCrm(() => json({ message: STORED }));
    renderDashboard('/dashboard/infusionsoft');
    const note = await screen.findByLabelText('Note on the CRM connection');
    await userEvent.type(note, '  Keap account of the lab; ask Ana first.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    expect((await screen.findByTestId('notification')).textContent).toBe('The note has been saved.');
    const puts = crm.puts('/api/taxonomy/about');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ about: 'Keap account of the lab; ask Ana first.' });
    expect(puts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect((note as HTMLTextAreaElement).value).toBe('Keap account of the lab; ask Ana first.');
    expect(crm.puts('/api/taxonomy/authcode')).toHaveLength(0);
  });

  test('a note over 255 characters is refused before it is sent', async () => {
    const crm = stubCrm(() => json({ message: STORED }));
    renderDashboard('/dashboard/infusionsoft');
    const note = await screen.findByLabelText('Note on the CRM connection');
    note.removeAttribute('maxlength');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(/at most 255 characters/)).toBeTruthy();
    expect(crm.puts('/api/taxonomy/about')).toHaveLength(0);
  });
});
