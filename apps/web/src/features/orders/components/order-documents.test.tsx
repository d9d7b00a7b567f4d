// @vitest-environment happy-dom
import '../orders.test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { approved, completed, order, result } from '../order-history.test-fixtures';
import { on, renderScreen, stubFetch } from '../orders.test-support';
import { OrderDocuments } from './order-documents';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const menuButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Requisition and Results menus (spec/02 4.2)', () => {
  test('before approval: both inactive, no results link', async () => {
    renderScreen(<OrderDocuments order={order({ results: [result()] })} actingForCustomer={false} />);
    await screen.findByText('Requisition');
    expect(menuButton('Requisition').disabled).toBe(true);
    expect(menuButton('Results Pdf').disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'View results' })).toBeNull();
  });

  test('approved: the Requisition menu opens with Share and View; Results Pdf stays greyed', async () => {
    renderScreen(<OrderDocuments order={order({ results: [approved()] })} actingForCustomer={false} />);
    const requisition = await screen.findByRole('button', { name: 'Requisition' });
    expect(requisition.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(requisition);
    expect(requisition.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'View' }) as HTMLButtonElement).disabled).toBe(false);
    expect(menuButton('Results Pdf').disabled).toBe(true);
  });

  test('Escape closes the menu and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderScreen(<OrderDocuments order={order({ results: [approved()] })} actingForCustomer={false} />);
    const requisition = await screen.findByRole('button', { name: 'Requisition' });
    await user.click(requisition);
    expect(document.activeElement?.textContent).toBe('Share');
    await user.keyboard('{Escape}');
    expect(requisition.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(requisition);
  });

  test('results arrived: the Requisition is disabled, Results Pdf active, and a link to the results screen', async () => {
    renderScreen(<OrderDocuments order={order({ id: 'order-9', results: [completed()] })} actingForCustomer={false} />);
    await screen.findByText('Requisition');
    expect(menuButton('Requisition').disabled).toBe(true);
    expect(menuButton('Results Pdf').disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'View results' }).getAttribute('href')).toBe('/results/order-9');
  });

  test('approved: a link to the lab-visit pass, In Progress and after the results (issue 18)', async () => {
    const view = renderScreen(<OrderDocuments order={order({ id: 'order-4', status: 4, results: [approved()] })} actingForCustomer={false} />);
    expect((await screen.findByRole('link', { name: 'Lab-visit pass' })).getAttribute('href')).toBe('/pass/order-4');
    view.unmount();
    renderScreen(<OrderDocuments order={order({ id: 'order-8', status: 8, results: [completed()] })} actingForCustomer={false} />);
    expect((await screen.findByRole('link', { name: 'Lab-visit pass' })).getAttribute('href')).toBe('/pass/order-8');
  });

  test('no lab-visit pass before approval, nor for a canceled order', async () => {
    const view = renderScreen(<OrderDocuments order={order({ status: 2, results: [result()] })} actingForCustomer={false} />);
    await screen.findByText('Requisition');
    expect(screen.queryByRole('link', { name: 'Lab-visit pass' })).toBeNull();
    view.unmount();
    renderScreen(<OrderDocuments order={order({ status: 64, results: [approved()] })} actingForCustomer={false} />);
    await screen.findByText('Requisition');
    expect(screen.queryByRole('link', { name: 'Lab-visit pass' })).toBeNull();
  });

  test('an administrator acting as the customer cannot Share or View', async () => {
    renderScreen(<OrderDocuments order={order({ results: [completed()] })} actingForCustomer />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Results Pdf' }));
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'View' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Share and View are not available while you act for the customer.')).toBeTruthy();
  });

  test('View fetches the PDF with the bearer in a header, opens it as an object URL and revokes it 100 ms later', async () => {
    sessionStorage.setItem('auth', JSON.stringify({ access_token: 'secret-token', expiresAt: null }));
    const calls = stubFetch(on('GET', '/api/order/results/download/order-1/req-1/3', () => new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } })));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/pdf-1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const user = userEvent.setup();
    renderScreen(<OrderDocuments order={order({ results: [completed()] })} actingForCustomer={false} />);
    await user.click(await screen.findByRole('button', { name: 'Results Pdf' }));
    await user.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/pdf-1', '_blank'));
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]?.url.includes('secret-token')).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/pdf-1'));
  });
});
