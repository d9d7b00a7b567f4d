// @vitest-environment happy-dom
import '../orders.test-support';
import { PRINT_DELAY_MS } from '@labstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { receipt } from '../order-history.test-fixtures';
import { json, on, renderScreen, stubFetch } from '../orders.test-support';
import { ReceiptDialog } from './receipt-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The receipt's lines as [label, CPT, amount]. */
function lines(): string[][] {
  const table = screen.getByRole('table', { name: 'Tests' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => (cell.firstChild?.textContent ?? '').trim()));
}

function showReceipt(answer: ReturnType<typeof receipt>, print = vi.fn()) {
  stubFetch(on('GET', '/api/order/receipt/order-1', () => json(answer)));
  renderScreen(<ReceiptDialog orderId="order-1" orderNumber={1001} onClose={() => undefined} print={print} />);
  return print;
}

describe('receipt (spec/02 2.9, 9)', () => {
  test('patient, birth date, order, physician and NPI; tests; discounts, promo, subtotal; fee lines; total, balance $0.00, paid by card', async () => {
    showReceipt(receipt());
    const dialog = await screen.findByRole('dialog', { name: 'Receipt of order #1001' });
    await within(dialog).findByText('Jane Doe');
    expect(within(dialog).getByText('02/29/1980')).toBeTruthy();
    expect(within(dialog).getByText('order-1')).toBeTruthy();
    expect(within(dialog).getByText('Dr. Ada Byron')).toBeTruthy();
    expect(within(dialog).getByText('1234567893')).toBeTruthy();
    expect(lines()).toEqual([
      ['Lipid Panel', '80061', '$49.00'],
      ['Glucose', '82947', '$20.00'],
      ['Discounts', '', '-$5.00'],
      ['Promo code SAVE10', '', '-$10.00'],
      ['Subtotal', '', '$54.00'],
      ['Physician oversight fee', '', '$6.00'],
      ['Lab draw fee', '36415', '$4.00'],
      ['Total', '', '$64.00'],
      ['Balance', '', '$0.00'],
      ['Total paid (Visa ending in 4242)', '', '$64.00'],
    ]);
  });

  test('a processing fee shows as its one line, CPT 36415-90, instead of the two fees', async () => {
    showReceipt(receipt({ processingFee: 28, promoCode: null, orderTotalWithoutPromo: 54, orderTotal: 82 }));
    await screen.findByText('Jane Doe');
    const rows = lines();
    expect(rows).toContainEqual(['Processing fee', '36415-90', '$28.00']);
    expect(rows.some(([label]) => label === 'Lab draw fee' || label === 'Physician oversight fee')).toBe(false);
    expect(rows.some(([label]) => label?.startsWith('Promo code'))).toBe(false);
  });

  test('Print prints after 250 ms', async () => {
    const print = showReceipt(receipt());
    await screen.findByText('Jane Doe');
    const pressed = Date.now();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(PRINT_DELAY_MS - 5);
  });
});
