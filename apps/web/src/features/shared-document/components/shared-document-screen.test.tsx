// @vitest-environment happy-dom
import '../../../components/ui/table/data-table.test-support';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserHistory, createRootRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppRootRoute } from '../../../lib/route-modules';
import { sharedDocumentRoutes } from '../routes';

const TOKEN = 'c2hhcmVkLWxpbmstdG9rZW4tb25lLXRpbWU';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubFetch(answer: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return answer();
  });
  return calls;
}

const pdf = () => new Response(new Blob(['%PDF-1.7 shared']), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="results-1001.pdf"' } });
const refused = (status: number, message: string) => () => new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } });

/** The app's /shared route under a browser history, landed on from the e-mail's address. */
function landOn(address: string) {
  window.history.replaceState(null, '', address);
  const root = createRootRoute({ component: Outlet }) as unknown as AppRootRoute;
  const queryClient = new QueryClient();
  const router = createRouter({ routeTree: root.addChildren(sharedDocumentRoutes(root)), history: createBrowserHistory(), context: { queryClient } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the shared document page (spec/02 4.6)', () => {
  test('takes the token off the address at once, asks the API once, then offers the PDF', async () => {
    const calls = stubFetch(pdf);
    landOn(`/shared#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your document is ready' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/shared');
    expect(calls).toEqual([{ method: 'POST', url: '/api/shared/open', body: { token: TOKEN } }]);
    expect(screen.getByText(/This link works only once/)).toBeTruthy();

    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/shared');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('shared-document.pdf');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open PDF' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  test('a used, expired or revoked link: the server’s words and what to do', async () => {
    stubFetch(refused(410, 'This link has already been used.'));
    landOn(`/shared#token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has already been used.');
    expect(alert.textContent).toContain('Ask the person who shared the document to send it again.');
    expect(window.location.hash).toBe('');
  });

  test('an unknown link', async () => {
    stubFetch(refused(404, 'This link is not valid.'));
    landOn(`/shared#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid.');
  });

  test('no token: said plainly, nothing asked', async () => {
    const calls = stubFetch(pdf);
    landOn('/shared');
    expect((await screen.findByRole('alert')).textContent).toContain('This link has no document in it.');
    expect(calls).toHaveLength(0);
  });

  test('a fragment with no usable token is wiped too, and nothing asked', async () => {
    const calls = stubFetch(pdf);
    landOn('/shared#token=not%20a%20token');
    expect((await screen.findByRole('alert')).textContent).toContain('Open the link from the e-mail again');
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(calls).toHaveLength(0);
  });
});
