// @vitest-environment happy-dom
import '../orders.test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, on, renderScreen, stubFetch } from '../orders.test-support';
import { OrderActions } from './order-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cancel and delete (spec/02 2.9 Confirm, 8)', () => {
  test('nothing to do: no buttons', async () => {
    renderScreen(
      <>
        <p>order</p>
        <OrderActions order={{ id: 'order-1', number: 1001, canCancel: false, canDelete: false }} />
      </>,
    );
    await screen.findByText('order');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('"Cancel order?" No sends nothing; Yes cancels and says the server’s message', async () => {
    const calls = stubFetch(on('GET', '/api/order/cancel/order-1', () => json({ id: 'order-1', status: 64, message: 'Your order was canceled and will be refunded.' })));
    const user = userEvent.setup();
    renderScreen(<OrderActions order={{ id: 'order-1', number: 1001, canCancel: true, canDelete: false }} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('button', { name: 'Delete order' })).toBeNull();
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel order?' })).getByRole('button', { name: 'No' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel order?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('notification').textContent).toBe('Your order was canceled and will be refunded.'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/order/cancel/order-1']);
  });

  test('"Delete order?" Yes deletes', async () => {
    const calls = stubFetch(on('DELETE', '/api/order/order-1', () => json({ id: 'order-1', status: 64, message: 'The order was removed from your history.' })));
    const user = userEvent.setup();
    renderScreen(<OrderActions order={{ id: 'order-1', number: 1001, canCancel: false, canDelete: true }} />);
    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete order?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/order/order-1']));
  });
});
