// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import type { AdminUser } from '@labstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { closeDialog, useDialogContext, useOpenDialog } from '../../../../lib/dialogs';
import { clearNotification, useCurrentNotification } from '../../../../lib/notifications';
import { createQueryClient } from '../../../../lib/query-client';
import type { AuthSession } from '../../../../lib/session/session-record';
import { json, on, session, stubFetch, testEnvironment } from '../../dashboard.test-support';
import { DashboardEnvironmentContext } from '../../gate/dashboard-environment';
import { UsersTab } from './users-tab';

// spec/03 2 Users tab, 4 User toggles, 5 Search, 8 success messages.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const ANA_ID = '0b6f1f0e-6a53-4f7c-9d0e-1f2a3b4c5d6e';
const BO_ID = '1c7a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: ANA_ID,
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  isActive: true,
  roleId: 2,
  roleName: 'User',
  emailConfirmed: true,
  isTwoFactor: false,
  receiveNonTransactionalEmails: true,
  profileId: 'profile-ana',
  languagePreference: 0,
  ...overrides,
});

const ana = user({});
const bo = user({ id: BO_ID, firstName: 'Bo', lastName: 'Li', email: 'bo@example.com', emailConfirmed: false });
const ROLES = { items: [{ id: 1, name: 'Admin' }, { id: 2, name: 'User' }], count: 2 };

function Watchers() {
  const notification = useCurrentNotification();
  const dialog = useOpenDialog();
  const changeEmail = useDialogContext('changeEmail');
  return (
    <>
      {notification && <output data-testid="notification" data-type={notification.type}>{notification.message}</output>}
      {dialog && <output data-testid="dialog">{dialog}</output>}
      {changeEmail?.onEmailChosen && (
        <button type="button" onClick={() => changeEmail.onEmailChosen?.('ana.new@example.com')}>
          choose ana.new@example.com
        </button>
      )}
    </>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DashboardEnvironmentContext.Provider value={testEnvironment}>
        <UsersTab />
        <Watchers />
      </DashboardEnvironmentContext.Provider>
    </QueryClientProvider>,
  );

const openPanel = async (email: string) => {
  const row = (await screen.findByText(email)).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  await userEvent.click(within(row).getByRole('button', { name: 'Show details' }));
  return screen.getByRole('group', { name: `Account of ${email}` });
};

const notification = () => screen.findByTestId('notification');

beforeEach(() => {
  auth.session = session({ isAdmin: true });
});

afterEach(() => {
  closeDialog();
  clearNotification();
  vi.unstubAllGlobals();
});

describe('the Users tab', () => {
  test('lists every account by e-mail, 10 a page', async () => {
    const requests = stubFetch(on('/api/account', () => json({ items: [ana, bo], count: 2 })));
    show();
    expect(await screen.findByText('Ana Diaz')).toBeTruthy();
    expect(requests[0]).toBe('/api/account?%24skip=0&%24top=10&%24orderby=Email');
    expect(within(screen.getByText('bo@example.com').closest('tr')!).getByText('Active, E-mail not confirmed')).toBeTruthy();
  });

  test("a search shorter than 3 says 'Required length: 3' and is not sent; a longer one is", async () => {
    const requests = stubFetch(
      on('/api/account', () => json({ items: [ana, bo], count: 2 })),
      on('/api/account/search', () => json({ items: [bo], count: 1 })),
    );
    show();
    await screen.findByText('Ana Diaz');
    fireEvent.change(screen.getByLabelText('Search users by name or e-mail'), { target: { value: 'bo' } });
    expect(await screen.findByText('Required length: 3')).toBeTruthy();
    expect(requests.filter((url) => url === '/api/account/search')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Search users by name or e-mail'), { target: { value: 'bo@' } });
    await waitFor(() => expect(screen.queryByText('Ana Diaz')).toBeNull());
    expect(screen.queryByText('Required length: 3')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get All Users' }));
    expect(await screen.findByText('Ana Diaz')).toBeTruthy();
    expect((screen.getByLabelText('Search users by name or e-mail') as HTMLInputElement).value).toBe('');
  });

  test('Reverify shows only while the e-mail is unconfirmed, and says the e-mail has been sent', async () => {
    const requests = stubFetch(
      on('/api/account', () => json({ items: [ana, bo], count: 2 })),
      on('/api/account/role', () => json(ROLES)),
      on('/api/account/sendConfirmation', () => json({})),
    );
    show();
    const anaPanel = await openPanel('ana@example.com');
    expect(within(anaPanel).queryByRole('button', { name: 'Reverify' })).toBeNull();
    const boPanel = await openPanel('bo@example.com');
    await userEvent.click(within(boPanel).getByRole('button', { name: 'Reverify' }));
    expect((await notification()).textContent).toBe('bo@example.com has been send.');
    expect(requests).toContain(`/api/account/sendConfirmation?accountId=${BO_ID}`);
  });

  test('Assign Role sends the chosen role and shows the server\'s words; the Active toggle sends the new state', async () => {
    const requests = stubFetch(
      on('/api/account', () => json({ items: [ana], count: 1 })),
      on('/api/account/role', () => json(ROLES)),
      on('/api/account/role/assign', () => json({ message: 'ana@example.com has been changed to Admin', user: { ...ana, roleId: 1, roleName: 'Admin' } })),
      on(`/api/account/${ANA_ID}/false`, () => json({ message: 'ana@example.com is now Disabled', user: { ...ana, isActive: false } })),
    );
    show();
    const panel = await openPanel('ana@example.com');
    await within(panel).findByRole('option', { name: 'Admin' });
    await userEvent.selectOptions(within(panel).getByLabelText('Role'), 'Admin');
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign Role' }));
    expect((await notification()).textContent).toBe('ana@example.com has been changed to Admin');

    const active = within(panel).getByRole('switch', { name: 'Active' });
    expect(active.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(active);
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('ana@example.com is now Disabled'));
    expect(requests).toContain(`/api/account/${ANA_ID}/false`);
  });

  test('without the isAdmin flag (acting for a customer) neither Assign Role nor Reverify shows', async () => {
    auth.session = session({ isQuasiAdmin: true });
    stubFetch(on('/api/account', () => json({ items: [bo], count: 1 })));
    show();
    const panel = await openPanel('bo@example.com');
    expect(within(panel).getByRole('switch', { name: 'Active' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Assign Role' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Reverify' })).toBeNull();
  });

  test('the profile sub-tab: the MFA and Non Transactional Emails toggles and Change Email, each with its message', async () => {
    const requests = stubFetch(
      on('/api/account', () => json({ items: [ana], count: 1 })),
      on('/api/account/role', () => json(ROLES)),
      on(`/api/account/twofactor/${ANA_ID}/true`, () => json({ isTwoFactor: true })),
      on(`/api/account/${ANA_ID}/nonTransactional/false`, () =>
        json({ message: 'Ana Diaz Non Transactional Emails is changed ot Off', user: { ...ana, receiveNonTransactionalEmails: false } }),
      ),
      on('/api/account/changeUserName', () => json({})),
    );
    show();
    await openPanel('ana@example.com');
    const profile = screen.getByRole('region', { name: 'Profile of ana@example.com' });
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();

    await userEvent.click(within(profile).getByRole('switch', { name: 'MFA' }));
    expect((await notification()).textContent).toBe('Ana Diaz MFA is changed ot On');

    await userEvent.click(within(profile).getByRole('switch', { name: 'Non Transactional Emails' }));
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('Ana Diaz Non Transactional Emails is changed ot Off'));

    await userEvent.click(within(profile).getByRole('button', { name: 'Change Email' }));
    expect(screen.getByTestId('dialog').textContent).toBe('changeEmail');
    await userEvent.click(screen.getByRole('button', { name: 'choose ana.new@example.com' }));
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('Email has been changed'));
    expect(requests).toContain('/api/account/changeUserName');
  });

  test('the Orders sub-tab logs in as the user; Email History lists the changes; the arrow keys move along the sub-tabs', async () => {
    stubFetch(
      on('/api/account', () => json({ items: [ana], count: 1 })),
      on('/api/account/role', () => json(ROLES)),
      on('/api/account/emailHistory', () => json({ items: [{ changeDate: '2026-11-20T10:30:00.000Z', oldEmail: 'ana.old@example.com', newEmail: 'ana@example.com' }], count: 1 })),
    );
    show();
    await openPanel('ana@example.com');
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBe(document.activeElement);
    await userEvent.click(screen.getByRole('button', { name: 'Log in as this user' }));
    expect(screen.getByTestId('dialog').textContent).toBe('loginAs');

    screen.getByRole('tab', { name: 'Orders' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const table = await screen.findByRole('table', { name: 'E-mail changes' });
    expect(await within(table).findByText('ana.old@example.com')).toBeTruthy();
  });
});
