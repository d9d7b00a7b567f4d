// @vitest-environment happy-dom
import '../dashboard.test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { closeDialog } from '../../../lib/dialogs';
import type { AuthSession } from '../../../lib/session/session-record';
import { json, on, renderDashboard, session, stubFetch } from '../dashboard.test-support';

// spec/03 2 Routes, 6: the dashboard shows only for an admin or quasi-admin
// session; signed out gets the login dialog, a customer a not-allowed page.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const EMPTY = { items: [], count: 0 };

beforeEach(() => {
  auth.session = null;
  stubFetch(on('/api/order/browse', () => json(EMPTY)));
});

afterEach(() => {
  closeDialog();
  vi.unstubAllGlobals();
});

describe('the dashboard door', () => {
  test('a signed-out visitor gets the login dialog and a way back to it', async () => {
    renderDashboard();
    expect(await screen.findByText('The dashboard is for administrators. Log in to open it.')).toBeTruthy();
    expect(screen.getByTestId('dialog').textContent).toBe('login');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  test('a customer gets the not-allowed page with a way home, and no tabs', async () => {
    auth.session = session();
    renderDashboard();
    expect(await screen.findByText('This page is for administrators only. Your account cannot open the dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  test.each([
    ['an administrator', { isAdmin: true }],
    ['a quasi-administrator', { isQuasiAdmin: true }],
  ])('%s gets the dashboard', async (_, flags) => {
    auth.session = session(flags);
    renderDashboard();
    expect(await screen.findByRole('tablist', { name: 'Dashboard sections' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Transactions'));
  });
});
