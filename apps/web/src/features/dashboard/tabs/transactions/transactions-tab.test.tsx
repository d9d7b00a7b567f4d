// @vitest-environment happy-dom
import '../../dashboard.test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearNotification } from '../../../../lib/notifications';
import type { AuthSession } from '../../../../lib/session/session-record';
import { json, on, renderDashboard, session, stubFetch } from '../../dashboard.test-support';

// spec/03 2 Transactions tab, 4 Order status values, 5 Search, 8 'Cancel
// order?' and 'Delete order?', 9 status 255 all.

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const USER_ID = '7d1b6c1e-8f3a-4b2a-9c4d-1e2f3a4b5c6d';
const product = { id: 'p-1', name: 'Lipid Panel', slug: 'lipid-panel', productType: 1 };

const order = (number: number, status: number, flags: { canCancel?: boolean; canDelete?: boolean } = {}) => ({
  id: `order-${number}`,
  number,
  createdDate: '2026-11-20T10:30:00.000Z',
  status,
  userId: USER_ID,
  userFullName: 'Rosa Diaz',
  userEmail: 'rosa@example.com',
  patientFullName: null,
  orderTotal: 49,
  subTotal: 39,
  processingFee: 10,
  physicianOversightFee: 0,
  labDrawFee: 0,
  promoCode: null,
  isPaymentSkipped: false,
  submittedDate: status === 1 ? null : '2026-11-20T10:31:00.000Z',
  isRemovedFromHistory: false,
  transactions: [],
  items: [{ id: `item-${number}`, product, children: [], orderItemPrice: 39, isChild: false }],
  canCancel: flags.canCancel ?? false,
  canDelete: flags.canDelete ?? false,
});

const ORDERS = [order(100200, 2, { canCancel: true }), order(100201, 16, { canDelete: true }), order(100202, 1, { canDelete: true })];
const browse = on('/api/order/browse', () => json({ items: ORDERS, count: ORDERS.length }));
const browseUrls = (requests: string[]) => requests.filter((url) => url.startsWith('/api/order/browse'));

const table = () => screen.findByRole('table', { name: 'Orders' });
const rowOf = async (number: number) => {
  const cell = await within(await table()).findByText(String(number));
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return row;
};

beforeEach(() => {
  auth.session = session({ isAdmin: true });
});

afterEach(() => {
  clearNotification();
  vi.unstubAllGlobals();
});

describe('the Transactions tab', () => {
  test('is the default tab and asks for every status (255) 10 a page; the checkboxes narrow it to a mask', async () => {
    const requests = stubFetch(browse);
    renderDashboard();
    await table();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Transactions');
    expect(browseUrls(requests)[0]).toBe('/api/order/browse?%24skip=0&%24top=10&status=255');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Cart' }));
    await waitFor(() => expect(browseUrls(requests).at(-1)).toContain('status=510'));
    for (const name of ['Completed', 'Rejected', 'Declined', 'Canceled', 'ExternalApiError', 'NewRepeatOrder']) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    await waitFor(() => expect(browseUrls(requests).at(-1)).toContain('status=6'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Free only' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'With a promo code' }));
    fireEvent.change(screen.getByLabelText('Date start'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Date end'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(browseUrls(requests).at(-1)).toContain('createdDateTo=2026-11-30T23%3A59%3A00.000Z'));
    expect(browseUrls(requests).at(-1)).toBe(
      '/api/order/browse?%24skip=0&%24top=10&status=6&isPromo=true&isFree=true&createdDateFrom=2026-11-01T00%3A00%3A00.000Z&createdDateTo=2026-11-30T23%3A59%3A00.000Z',
    );
  });

  test('a search whose first dash-separated part is a number is the order number; any other the user', async () => {
    const requests = stubFetch(browse);
    renderDashboard();
    await table();
    const search = screen.getByLabelText('Order number, or the customer’s name or e-mail');
    await userEvent.type(search, '100200-ROSA');
    await waitFor(() => expect(browseUrls(requests).at(-1)).toContain('number=100200'));
    expect(browseUrls(requests).at(-1)).not.toContain('searchUser');
    await userEvent.clear(search);
    await userEvent.type(search, 'rosa@example.com');
    await waitFor(() => expect(browseUrls(requests).at(-1)).toContain('searchUser=rosa%40example.com'));
    expect(browseUrls(requests).at(-1)).not.toContain('number=');
  });

  test('a status that is a multiple of 16 is a warning, any other success, with its shared label', async () => {
    stubFetch(browse);
    renderDashboard();
    const tone = async (number: number) => within(await rowOf(number)).getByText(/Submitted|Rejected|Cart/).closest('[data-tone]')?.getAttribute('data-tone');
    expect(await tone(100200)).toBe('success');
    expect(await tone(100201)).toBe('warning');
    expect(await tone(100202)).toBe('success');
  });

  test("Cancel and Remove follow canCancel and canDelete, and act only after 'Cancel order?' or 'Delete order?' is answered Yes", async () => {
    const requests = stubFetch(
      browse,
      on('/api/order/cancel/order-100200', () => json({ id: 'order-100200', status: 64, message: 'Order 100200 was canceled.' })),
      on('/api/order/order-100201', () => json({ id: 'order-100201', status: 16, message: 'Order 100201 was removed.' })),
    );
    renderDashboard();
    const submitted = within(await rowOf(100200));
    const rejected = within(await rowOf(100201));
    expect(submitted.getByRole('button', { name: 'Remove order #100200' }).hasAttribute('disabled')).toBe(true);
    expect(rejected.getByRole('button', { name: 'Cancel order #100201' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(submitted.getByRole('button', { name: 'Cancel order #100200' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(requests.some((url) => url.includes('/cancel/'))).toBe(false);

    await userEvent.click(submitted.getByRole('button', { name: 'Cancel order #100200' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel order?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('Order 100200 was canceled.'));
    expect(requests).toContain('/api/order/cancel/order-100200');

    await userEvent.click(rejected.getByRole('button', { name: 'Remove order #100201' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete order?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('Order 100201 was removed.'));
    expect(requests).toContain('/api/order/order-100201');
  });

  test("adding to a user's cart: 'Required length: 3', 'No such user', then the quasi-admin session ended even when the add fails", async () => {
    const quasi = { access_token: 'quasi-token', token_type: 'bearer', expires_in: 300, sessionId: 'session-9', userId: USER_ID, userName: 'rosa@example.com', orderId: null };
    const rosa = {
      id: USER_ID,
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@example.com',
      isActive: true,
      roleId: 2,
      roleName: 'User',
      emailConfirmed: true,
      isTwoFactor: false,
      receiveNonTransactionalEmails: true,
      profileId: 'profile-1',
      languagePreference: 0,
    };
    let userMatches = false;
    const requests = stubFetch(
      browse,
      on('/api/account/search', () => json(userMatches ? { items: [rosa], count: 1 } : { items: [], count: 0 })),
      on('/api/product/search', () => json({ items: [{ ...product, imageId: null, masterPrice: 39, marketPrice: null, cpt: '', isActive: true, categoryName: null, categorySlug: null, lang: 'en' }], count: 1, didYouMean: null })),
      on('/api/account/quasiSession', () => json(quasi)),
      on('/api/order/add', () => json({ message: 'This test cannot be added.' }, 409)),
      on('/api/account/quasiSession/session-9', () => json({ sessionId: 'session-9', ended: true })),
    );
    renderDashboard();
    await table();
    const userField = screen.getByLabelText('Customer’s name or e-mail');
    await userEvent.type(userField, 'ro{Enter}');
    expect(await screen.findByText('Required length: 3')).toBeTruthy();
    expect(requests).not.toContain('/api/account/search');

    await userEvent.type(userField, 'bin{Enter}');
    expect(await screen.findByText('No such user')).toBeTruthy();

    userMatches = true;
    await userEvent.clear(userField);
    await userEvent.type(userField, 'rosa');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(((await screen.findByLabelText('Customer')) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Rosa Diaz <rosa@example.com>');
    await userEvent.type(screen.getByLabelText('Test name'), 'lipid{Enter}');
    await screen.findByLabelText('Test');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(requests).toContain('/api/account/quasiSession/session-9'));
    expect(requests.filter((url) => url.startsWith('/api/account/quasiSession') || url === '/api/order/add')).toEqual([
      '/api/account/quasiSession',
      '/api/order/add',
      '/api/account/quasiSession/session-9',
    ]);
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('This test cannot be added.'));
  });
});
