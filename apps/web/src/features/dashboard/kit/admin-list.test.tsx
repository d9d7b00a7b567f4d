// @vitest-environment happy-dom
import '../dashboard.test-support';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { http } from '../../../lib/http-client';
import { clearNotification, useCurrentNotification } from '../../../lib/notifications';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../dashboard.test-support';
import { listUrl, pageQuery, useAdminList, type AdminList } from './admin-list';

// spec/03 8: a failed request is retried once, then its message is built
// from the answer ('Not Found' for a 404, then the server's fields) and shown
// as an error notification; spec/03 9: 10 a page.

const rows = { parse: (data: unknown) => data as { items: string[]; count: number } };
const list: AdminList<{ word: string }, string> = {
  name: 'test',
  fetchPage: (filters, page, signal) => http.get(listUrl('/api/test', { ...pageQuery(page), word: filters.word }), rows, signal),
};

function Probe() {
  const result = useAdminList(list, { word: '' }, 3);
  const notification = useCurrentNotification();
  return (
    <>
      <p>{result.isError ? 'failed' : (result.data?.items.join(',') ?? 'loading')}</p>
      {notification && <output data-type={notification.type}>{notification.message}</output>}
    </>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );

afterEach(() => {
  clearNotification();
  vi.unstubAllGlobals();
});

describe('a paged admin list', () => {
  test('asks for its page with $skip and $top, 10 a page, leaving empty filters out', async () => {
    const requests = stubFetch(() => json({ items: ['a', 'b'], count: 22 }));
    show();
    expect(await screen.findByText('a,b')).toBeTruthy();
    expect(requests).toEqual(['/api/test?%24skip=20&%24top=10']);
  });

  test('a failed read is retried once, then the error notification says why', async () => {
    const requests = stubFetch(() => json({ message: 'The mail log is resting.' }, 503));
    show();
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(requests).toHaveLength(2);
    const notification = screen.getByRole('status');
    expect(notification.getAttribute('data-type')).toBe('error');
    expect(notification.textContent).toBe('The mail log is resting.');
  });

  test('a read that succeeds on its second try shows its rows and no error', async () => {
    let calls = 0;
    stubFetch(() => (++calls === 1 ? json({ message: 'busy' }, 502) : json({ items: ['c'], count: 1 })));
    show();
    expect(await screen.findByText('c')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test("a 404 says 'Not Found', then the server's message", async () => {
    stubFetch(() => json({ message: 'No such list.' }, 404));
    show();
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Not Found\nNo such list.');
  });
});
