// @vitest-environment happy-dom
import '../orders.test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { signIn } from '../../../lib/session/current-session';
import { approved, completed, item, order } from '../order-history.test-fixtures';
import { json, on, renderScreen, stubFetch } from '../orders.test-support';
import { OrderHistoryTab } from './order-history-tab';

// Issue 18: the kept-documents entity (tested on its own) stands in here:
// what the history asks it to keep automatically is recorded.
const kept = vi.hoisted(() => ({ autoKept: [] as Array<ReadonlyArray<{ id: string; status: number }>> }));
vi.mock('../../../entities/kept-documents', () => ({
  useAutoKeep: (orders: ReadonlyArray<{ id: string; status: number }>) => {
    kept.autoKept.push(orders);
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  kept.autoKept = [];
  sessionStorage.clear();
});

const list = (items: ReturnType<typeof order>[], count = items.length) => on('GET', '/api/taxonomy/order', () => json({ items, count }));
const noShares = on('GET', /^\/api\/order\/results\/share\/get\//, () => json({ items: [] }));

describe('order history (spec/02 2.10)', () => {
  test('asks for the newest orders first, 10 a page, and opens only the first panel', async () => {
    const calls = stubFetch(
      list([
        order({ id: 'o-2', number: 1002, userFullName: 'Jane Doe', status: 8, results: [completed()] }),
        order({ id: 'o-1', number: 1001, userFullName: 'Sam Doe', status: 16 }),
      ]),
      noShares,
    );
    renderScreen(<OrderHistoryTab />);
    const first = await screen.findByRole('button', { name: /Order #1002/ });
    const second = screen.getByRole('button', { name: /Order #1001/ });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(second.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(calls[0]?.url).toBe('/api/taxonomy/order?$orderby=CreatedDate%20desc&$skip=0&$top=10');
    // The header: number, whom for, status (16 a warning), total.
    expect(first.textContent).toContain('For Jane Doe');
    expect(first.textContent).toContain('Completed');
    expect(first.textContent).toContain('$59.00');
    expect(second.textContent).toContain('Rejected');
    expect(screen.getByRole('button', { name: 'Receipt of order #1002' })).toBeTruthy();

    await userEvent.setup().click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  test('lists the items by product type, panels last, with the reflex and panel notes and links', async () => {
    stubFetch(
      list([order({ items: [item('Lipid Panel', 8, ['Cholesterol', 'Triglycerides']), item('Hepatitis C', 2), item('Glucose', 1)] })]),
      noShares,
    );
    renderScreen(<OrderHistoryTab />);
    const tests = await screen.findByRole('region', { name: 'Tests ordered' });
    const names = within(tests)
      .getAllByRole('listitem')
      .filter((entry) => entry.parentElement?.parentElement === tests)
      .map((entry) => entry.querySelector('a')?.textContent);
    expect(names).toEqual(['Glucose', 'Hepatitis C', 'Lipid Panel']);
    expect(within(tests).getByText('possible reflex test')).toBeTruthy();
    const members = within(tests).getByRole('list', { name: 'Tests included in this panel' });
    expect(within(members).getByRole('link', { name: 'Cholesterol' }).getAttribute('href')).toBe('/product/cholesterol');
    expect(within(tests).getByRole('link', { name: 'Lipid Panel' }).getAttribute('href')).toBe('/product/lipid-panel');
  });

  test('no orders: "No orders created yet."', async () => {
    stubFetch(list([]));
    renderScreen(<OrderHistoryTab />);
    expect(await screen.findByText('No orders created yet.')).toBeTruthy();
  });

  test('pages of 10 with the pagination kit', async () => {
    const calls = stubFetch(on('GET', '/api/taxonomy/order', (call) => json({ items: [order({ id: call.url, number: call.url.includes('skip=10') ? 1011 : 1001 })], count: 25 })), noShares);
    renderScreen(<OrderHistoryTab />);
    await screen.findByRole('button', { name: /Order #1001/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /Order #1011/ })).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('$skip=10&$top=10'))).toBe(true);
  });

  test('the approval countdown: 8:00 am tomorrow for an evening order, a link to the help article', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 21:00 EDT on June 10, read at 21:30.
    vi.setSystemTime(new Date('2026-06-11T01:30:00Z'));
    stubFetch(list([order({ status: 2, submittedDate: '2026-06-11T01:00:00Z' })]));
    renderScreen(<OrderHistoryTab />);
    const countdown = await screen.findByRole('link', { name: /approximately 8:00 am EST, tomorrow/ });
    expect(countdown.getAttribute('href')).toBe('/faq');
  });

  test('the live countdown shows hh:mm:ss and tells a screen reader the minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Submitted 9:00 EDT, read at 10:00:30: 29 min 30 s to 10:30.
    vi.setSystemTime(new Date('2026-06-10T14:00:30Z'));
    stubFetch(list([order({ status: 2, submittedDate: '2026-06-10T13:00:00Z' })]));
    renderScreen(<OrderHistoryTab />);
    const countdown = await screen.findByRole('link', { name: /Physician approval in about 30 minutes/ });
    expect(countdown.textContent).toContain('00:29:30');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Physician approval in about 30 minutes.');
  });

  test('no countdown once the requisition exists, nor In Progress', async () => {
    stubFetch(list([order({ status: 4 }), order({ id: 'o-2', number: 1002, status: 8, results: [completed()] })]), noShares);
    renderScreen(<OrderHistoryTab />);
    await screen.findByRole('button', { name: /Order #1001/ });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Physician approval/ })).toBeNull());
  });

  test("the page's orders go to automatic keeping (issue 18), and none in an administrator's session", async () => {
    stubFetch(list([order({ id: 'o-2', number: 1002, status: 4, results: [approved()] }), order({ id: 'o-3', number: 1003, status: 8, results: [completed()] })]), noShares);
    const view = renderScreen(<OrderHistoryTab />);
    await screen.findByRole('button', { name: /Order #1002/ });
    expect(kept.autoKept.at(-1)?.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 'o-2', status: 4 },
      { id: 'o-3', status: 8 },
    ]);
    view.unmount();

    kept.autoKept = [];
    signIn({ access_token: 'admin-as-customer', userId: 'user-1', profileId: 'profile-1', isQuasiAdmin: true }, false);
    renderScreen(<OrderHistoryTab />);
    await screen.findByRole('button', { name: /Order #1002/ });
    expect(kept.autoKept.every((orders) => orders.length === 0)).toBe(true);
  });
});
