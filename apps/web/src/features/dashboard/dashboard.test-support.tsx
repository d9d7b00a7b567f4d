import '../../components/ui/table/data-table.test-support';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { useOpenDialog } from '../../lib/dialogs';
import { useCurrentNotification } from '../../lib/notifications';
import { createQueryClient } from '../../lib/query-client';
import type { RouterContext } from '../../lib/route-modules';
import type { AuthSession } from '../../lib/session/session-record';
import type { DashboardEnvironment, UserProfileProps } from './gate/dashboard-environment';
import { dashboardRoutes } from './routes';

// The dashboard's component tests: its routes under a router and the app's
// query client, the API answered by a fetch the test gives (the app's one
// HTTP client calls the global fetch), and the open dialog and the
// notification bar's message shown as text.

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Answer = (url: string) => Response | Promise<Response> | undefined;

/** Answers each request with the first answer that knows it (else a 404); records every URL asked. */
export function stubFetch(...answers: Answer[]): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    for (const answer of answers) {
      const response = await answer(url);
      if (response) return response;
    }
    return json({ message: `no answer for ${url}` }, 404);
  });
  return requests;
}

/** An answer for the requests whose path (before the query) is `path`. */
export const on =
  (path: string, respond: (url: string) => Response | Promise<Response>): Answer =>
  (url) =>
    url.split('?')[0] === path ? respond(url) : undefined;

export const session = (flags: Partial<AuthSession> = {}): AuthSession => ({
  access_token: 'token',
  userId: 'user-1',
  profileId: 'profile-1',
  orderId: null,
  orderNumber: null,
  isAdmin: false,
  isQuasiAdmin: false,
  languagePreference: 0,
  expiresAt: null,
  rememberMe: false,
  ...flags,
});

function Watchers() {
  const dialog = useOpenDialog();
  const notification = useCurrentNotification();
  return (
    <>
      {dialog && <output data-testid="dialog">{dialog}</output>}
      {notification && (
        <output data-testid="notification" data-type={notification.type}>
          {notification.message}
        </output>
      )}
    </>
  );
}

/** The profile sub-tab as the app composes it, reduced to what the Users tab hands it. */
function TestUserProfile({ profileId, email, actions }: UserProfileProps) {
  return (
    <section aria-label={`Profile of ${email}`} data-profile-id={profileId}>
      {actions}
    </section>
  );
}

export const testEnvironment: DashboardEnvironment = { UserProfile: TestUserProfile };
const loadTestEnvironment = () => Promise.resolve(testEnvironment);

/** The dashboard's routes at `path`; resolves the router for its location. */
export function renderDashboard(path = '/dashboard') {
  const queryClient = createQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <Watchers />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> });
  const router = createRouter({
    routeTree: root.addChildren([...dashboardRoutes(root, loadTestEnvironment), home]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
