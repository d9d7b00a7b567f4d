// @vitest-environment happy-dom
import '../dashboard.test-support';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthSession } from '../../../lib/session/session-record';
import { json, on, renderDashboard, session, stubFetch } from '../dashboard.test-support';

// spec/03 2 Dashboard: a tab bar (WAI-ARIA tabs), the selected tab in the
// URL, only the selected tab rendered; spec/03 2 Routes: dashboard/infusionsoft
// and dashboard.users lead to their tabs.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const EMPTY = { items: [], count: 0 };

beforeEach(() => {
  auth.session = session({ isAdmin: true });
  stubFetch(
    on('/api/order/browse', () => json(EMPTY)),
    on('/api/admin-mail/get', () => json(EMPTY)),
    on('/api/pwnhealth/types', () => json(EMPTY)),
    on('/api/pwnhealth/orders/0', () => json(EMPTY)),
    on('/api/audit', () => json(EMPTY)),
    on('/api/taxonomy/about', () => json({ about: '', crm: 'local', authorisedAt: null, authorisedBy: null })),
    on('/api/taxonomy/clientid', () => json({ clientId: 'labstore-local', authorisationPageUrl: '/dashboard/infusionsoft?code=c' })),
    on('/api/taxonomy/authcode', () => json({ message: 'InfusionSoft code has been sent to the server' })),
    on('/api/account', () => json(EMPTY)),
    on('/api/keap/template/get/all', () => json(EMPTY)),
    on('/api/blog/get/all/admin', () => json(EMPTY)),
    on('/api/settings/fees', () => json({ processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 })),
  );
});

afterEach(() => vi.unstubAllGlobals());

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('the dashboard shell', () => {
  test('opens on the default tab and renders only its panel', async () => {
    renderDashboard();
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Transactions', 'Email Log', 'Users', 'Products', 'Keap Template', 'Blog Articles', 'Edit (pages)', 'Promo code', 'Pwn Tests', 'Pwn Orders', 'Infusionsoft', 'Categories', 'Audit', 'Fees']);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(selectedTab().id);
    expect(screen.queryByRole('table', { name: 'Audit trail' })).toBeNull();
  });

  test('a click opens a tab and names it in the URL; Back returns to the tab before', async () => {
    const { router } = renderDashboard();
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(await screen.findByRole('table', { name: 'Audit trail' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'audit' });
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();
    router.history.back();
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeTruthy();
    expect(selectedTab().textContent).toBe('Transactions');
  });

  test('?tab= opens that tab on load', async () => {
    renderDashboard('/dashboard?tab=pwn-orders');
    expect(await screen.findByRole('table', { name: 'Partner orders' })).toBeTruthy();
    expect(selectedTab().textContent).toBe('Pwn Orders');
  });

  test('arrows, Home and End move the focus along the tabs; Enter opens the focused one', async () => {
    renderDashboard();
    await screen.findByRole('table', { name: 'Orders' });
    const tabs = screen.getAllByRole('tab');
    const last = tabs.at(-1)!;
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(tabs.map((_, index) => (index === 0 ? 0 : -1)));
    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(last);
    expect(selectedTab().textContent).toBe('Transactions');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Store fees' })).toBeTruthy();
  });

  test('dashboard/infusionsoft and a code open the Infusionsoft tab', async () => {
    renderDashboard('/dashboard/infusionsoft');
    expect(await screen.findByRole('link', { name: 'Sign in at the CRM' })).toBeTruthy();
    expect(selectedTab().textContent).toBe('Infusionsoft');
    cleanup();
    renderDashboard('/dashboard?tab=audit&code=abc');
    expect(await screen.findByText('InfusionSoft code has been sent to the server')).toBeTruthy();
    expect(selectedTab().textContent).toBe('Infusionsoft');
  });

  test("the user menu's dashboard.users opens the Users tab; another tab then goes to /dashboard", async () => {
    const { router } = renderDashboard('/dashboard.users');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeTruthy();
    expect(selectedTab().textContent).toBe('Users');
    await userEvent.click(screen.getByRole('tab', { name: 'Pwn Tests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toEqual({ tab: 'pwn-tests' });
  });
});
