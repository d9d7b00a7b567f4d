// @vitest-environment happy-dom
import '../../dashboard.test-support';
import '../../components/dashboard-shell';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { json, on, stubFetch } from '../../dashboard.test-support';
import { EmailLogTab } from './email-log-tab';

// spec/03 2 Email Log tab, 5 Email log dates and search debounce, 7 Email log.

const entry = (id: string, status: string) => ({
  id,
  from: 'noreply@labstore.local',
  to: `${id}@example.com`,
  subject: 'Welcome',
  sendBy: 'registration',
  status,
  date: '2026-11-20T10:30:00.000Z',
  attempts: 1,
  maxAttempts: 5,
  lastAttemptAt: '2026-11-20T10:30:05.000Z',
  sentAt: null,
  lastError: 'connection refused',
});

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailLogTab />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the Email Log tab', () => {
  test("shows each e-mail's status capitalised, 'Unknown' when empty, and its attempts", async () => {
    stubFetch(on('/api/admin-mail/get', () => json({ items: [entry('ana', 'sent'), entry('bo', '')], count: 2 })));
    show();
    const table = await screen.findByRole('table', { name: 'E-mail log' });
    await within(table).findByText('ana@example.com');
    const cells = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('ana@example.com')).toContain('Sent');
    expect(cells('bo@example.com')).toContain('Unknown');
    expect(cells('ana@example.com')).toContain('1 of 5');
  });

  test('the plain form asks for a page; the date range and search use the filtered form', async () => {
    const requests = stubFetch(on('/api/admin-mail/get', () => json({ items: [], count: 0 })));
    show();
    expect(await screen.findByText('No e-mail matches these filters.')).toBeTruthy();
    expect(requests[0]).toBe('/api/admin-mail/get?%24skip=0&%24top=10');

    fireEvent.change(screen.getByLabelText('Date start'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Date end'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(requests.at(-1)).toContain('dateEnd=2026-11-30T23%3A59%3A00.000Z'));
    expect(requests.at(-1)).toContain('dateStart=2026-11-01T00%3A00%3A00.000Z');
    expect(requests.at(-1)).toContain('%24orderby=CreatedDate%20desc');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const asked = requests.length;
      fireEvent.change(screen.getByLabelText('Search by sender, recipient or subject'), { target: { value: 'wel' } });
      fireEvent.change(screen.getByLabelText('Search by sender, recipient or subject'), { target: { value: 'welcome' } });
      vi.advanceTimersByTime(299);
      expect(requests.length).toBe(asked);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(requests.at(-1)).toContain('searchWord=welcome'));
    expect(requests.filter((url) => url.endsWith('searchWord=wel'))).toHaveLength(0);
  });
});
