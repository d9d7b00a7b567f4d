// @vitest-environment happy-dom
import '../orders.test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { share } from '../order-history.test-fixtures';
import { json, on, renderScreen, stubFetch } from '../orders.test-support';
import { ShareDialog, type ShareTarget } from './share-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TARGET: ShareTarget = { orderId: 'order-1', orderNumber: 1001, apiResultId: 'req-1', type: 3 };
const SENT = 'Your results for Order 1001 was sent successfully to doctor@example.org on 06/12/2026.';
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('share by encrypted e-mail (spec/02 4.6)', () => {
  test('three steps: a valid address, the address and order to confirm, the consent; then the server’s message', async () => {
    const calls = stubFetch(on('GET', '/api/order/results/share/order-1/req-1/3', () => json({ message: SENT, entry: share() })));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ShareDialog target={TARGET} onClose={onClose} />);

    const email = await screen.findByLabelText(/Recipient’s e-mail address/);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    await user.type(email, 'doctor@example');
    expect(button('Next').disabled).toBe(true);
    await user.type(email, '.org');
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText('Send the results of Order 1001 to doctor@example.org?')).toBeTruthy();
    await user.click(button('Back'));
    expect((screen.getByLabelText(/Recipient’s e-mail address/) as HTMLInputElement).value).toBe('doctor@example.org');
    await user.click(button('Next'));
    await user.click(button('Confirm'));

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByText(/I agree to send my test results for Order 1001/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(button('Send'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/order/results/share/order-1/req-1/3?contactTo=doctor%40example.org');
    const notification = screen.getByTestId('notification');
    expect(notification.textContent).toBe(SENT);
    expect(notification.dataset.type).toBe('success');
  });

  test('a refusal is said in the dialog, which stays open', async () => {
    stubFetch(on('GET', '/api/order/results/share/order-1/req-1/1', () => json({ message: 'Too many e-mails to this address today.' }, 429)));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ShareDialog target={{ ...TARGET, type: 1 }} onClose={onClose} />);
    await user.type(await screen.findByLabelText(/Recipient’s e-mail address/), 'doctor@example.org{Enter}');
    expect(screen.getByText('Send the requisition of Order 1001 to doctor@example.org?')).toBeTruthy();
    await user.click(button('Confirm'));
    await user.click(button('Send'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many e-mails to this address today.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});
