// @vitest-environment happy-dom
import '../orders.test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { share } from '../order-history.test-fixtures';
import { json, on, renderScreen, stubFetch } from '../orders.test-support';
import { ShareHistory } from './share-history';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HISTORY = [
  share({ id: 'share-1', fileType: 3, contactTo: 'doctor@example.org', state: 'sent' }),
  share({ id: 'share-2', fileType: 1, contactTo: 'me@example.org', state: 'opened' }),
  share({ id: 'share-3', fileType: 3, contactTo: 'old@example.org', state: 'expired' }),
];

describe('send history (spec/02 2.10, 4.6)', () => {
  test('lists document, recipient, date, order number and state; only a sent link can be revoked', async () => {
    stubFetch(on('GET', '/api/order/results/share/get/order-1', () => json({ items: HISTORY })));
    renderScreen(<ShareHistory orderId="order-1" />);
    const table = await screen.findByRole('table', { name: 'Sent by e-mail' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['Results', 'doctor@example.org', '06/12/2026', '1001', 'Sent'],
      ['Requisition', 'me@example.org', '06/12/2026', '1001', 'Opened'],
      ['Results', 'old@example.org', '06/12/2026', '1001', 'Expired'],
    ]);
    expect(within(table).getAllByRole('button').map((revoke) => revoke.getAttribute('aria-label'))).toEqual(['Revoke the link sent to doctor@example.org']);
  });

  test('Revoke asks first; No keeps the link, Yes revokes it', async () => {
    const calls = stubFetch(
      on('GET', '/api/order/results/share/get/order-1', () => json({ items: HISTORY })),
      on('DELETE', '/api/order/results/share/share-1', () => json({ ...HISTORY[0], state: 'revoked' })),
    );
    const user = userEvent.setup();
    renderScreen(<ShareHistory orderId="order-1" />);
    const revoke = await screen.findByRole('button', { name: 'Revoke the link sent to doctor@example.org' });

    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Revoke this link?' });
    expect(within(dialog).getByText('The link sent to doctor@example.org will stop working.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(revoke);
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke this link?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Revoke the link/ })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/order/results/share/share-1']);
    const table = screen.getByRole('table', { name: 'Sent by e-mail' });
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getByText('Revoked')).toBeTruthy();
    expect(screen.getByTestId('notification').textContent).toBe('The link sent to doctor@example.org was revoked.');
  });
});
