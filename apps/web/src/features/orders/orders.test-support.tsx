import '../../components/ui/table/data-table.test-support';
import './i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { clearNotification, useCurrentNotification } from '../../lib/notifications';

// The orders feature's component tests: the screen under a router and a
// query client as in the app, the API answered by a fetch the test gives
// (the app's one HTTP client calls the global fetch), and the notification
// bar's message shown as text.

// The notification bar's store outlives a test; each test starts with none.
afterEach(() => clearNotification());

export interface FetchCall {
  method: string;
  url: string;
  headers: Headers;
}

export type Answer = (call: FetchCall) => Response | undefined;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each request with the first answer that knows it; records every call. */
export function stubFetch(...answers: Answer[]): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = { method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) };
    calls.push(call);
    for (const answer of answers) {
      const response = answer(call);
      if (response) return response;
    }
    return json({ message: `no answer for ${call.method} ${call.url}` }, 500);
  });
  return calls;
}

/** An answer for requests whose method and path (before any query) match. */
export const on =
  (method: string, path: string | RegExp, respond: (call: FetchCall) => Response): Answer =>
  (call) => {
    const bare = call.url.split('?')[0] ?? '';
    const matches = typeof path === 'string' ? bare === path : path.test(bare);
    return call.method === method && matches ? respond(call) : undefined;
  };

function NotificationText() {
  const notification = useCurrentNotification();
  return notification ? <output data-testid="notification" data-type={notification.type}>{notification.message}</output> : null;
}

/** Renders the UI at /account with the app's providers; resolves once the router has rendered. */
export function renderScreen(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <NotificationText />
      </>
    ),
  });
  const account = createRoute({ getParentRoute: () => root, path: '/account', component: () => ui });
  const router = createRouter({ routeTree: root.addChildren([account]), history: createMemoryHistory({ initialEntries: ['/account'] }) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
