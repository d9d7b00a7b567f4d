// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, test, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { commonEn } from '../../../lib/locales/en';
import { online } from '../../../lib/network-status';
import { isPublicQuery } from '../../../lib/offline/persist-public-queries';
import { createQueryClient } from '../../../lib/query-client';
import type { AuthSession } from '../../../lib/session/session-record';
import { waitingPassesQueryOptions } from '../api/get-waiting-passes';
import { homeEn } from '../locales/en';
import type { HomePage as HomePageType } from './home-page';
import type { WaitingPasses as WaitingPassesType } from './waiting-passes';

// Issue 18: the home screen's card of passes waiting for their visit, online
// from GET /api/order/passes, offline from the passes kept on this phone
// (the kept-documents entity stands in: its own tests cover the vault), and
// only for a signed-in visitor.

const kept = vi.hoisted(() => ({
  state: { accountId: 'user-1' as string | null, setUp: true, unlocked: true, evicted: false, autoKeep: false },
  passes: new Map<string, { orderId: string; orderNumber: number; status: number }>(),
  listed: 0,
  autoKept: [] as Array<ReadonlyArray<{ id: string; status: number }>>,
}));

vi.mock('../../../entities/kept-documents', () => ({
  useKeptDocuments: () => kept.state,
  keptPassOrderIds: async () => {
    kept.listed += 1;
    return kept.state.unlocked ? [...kept.passes.keys(), 'gone'] : [];
  },
  readKeptPass: async (orderId: string) => kept.passes.get(orderId),
  useAutoKeep: (orders: ReadonlyArray<{ id: string; status: number }>) => {
    kept.autoKept.push(orders);
  },
}));

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

let requests: string[];
let passes: () => Promise<Response>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAtHome(ui: ReactNode) {
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const router = createRouter({ routeTree: root.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const WAITING = {
  items: [
    { orderId: 'order-7', orderNumber: 100237, approvedDate: '2026-11-27T13:05:00.000Z' },
    { orderId: 'order-5', orderNumber: 100235, approvedDate: '2026-11-20T13:05:00.000Z' },
  ],
};

let HomePage: typeof HomePageType;
let WaitingPasses: typeof WaitingPassesType;

// The site starts i18next before a lazy chunk adds its strings: so here.
beforeAll(async () => {
  initI18n({ en: { common: commonEn, app: { siteName: 'labstore' }, home: homeEn }, loadSpanish: async () => ({}), savePreference: async () => undefined });
  ({ HomePage } = await import('./home-page'));
  ({ WaitingPasses } = await import('./waiting-passes'));
});

beforeEach(() => {
  kept.state = { accountId: 'user-1', setUp: true, unlocked: true, evicted: false, autoKeep: false };
  kept.passes = new Map([
    ['order-7', { orderId: 'order-7', orderNumber: 100237, status: 4 }],
    ['order-2', { orderId: 'order-2', orderNumber: 100232, status: 8 }],
  ]);
  kept.listed = 0;
  kept.autoKept = [];
  auth.session = null;
  requests = [];
  passes = async () => json(WAITING);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    return url === '/api/order/passes' ? passes() : json({ message: 'Not Found' }, 404);
  });
});

afterEach(() => {
  cleanup();
  online.set(true);
  vi.unstubAllGlobals();
});

const readyLinks = () => screen.queryAllByRole('link', { name: /Your lab-visit pass for order \d+ is ready/ });

describe('the waiting passes on the home screen', () => {
  test('online: a link to each pass waiting for its visit, handed to automatic keeping', async () => {
    renderAtHome(<WaitingPasses userId="user-1" actingForCustomer={false} />);
    assert.ok(await screen.findByRole('heading', { level: 2, name: 'Ready for your lab visit' }));
    assert.deepEqual(
      readyLinks().map((link) => [link.textContent, link.getAttribute('href')]),
      [
        ['Your lab-visit pass for order 100237 is ready', '/pass/order-7'],
        ['Your lab-visit pass for order 100235 is ready', '/pass/order-5'],
      ],
    );
    assert.equal(screen.queryByText('Kept on this phone'), null);
    assert.deepEqual(requests, ['/api/order/passes']);
    assert.deepEqual(kept.autoKept.at(-1), [
      { id: 'order-7', status: 4 },
      { id: 'order-5', status: 4 },
    ]);
    assert.equal(kept.listed, 0, 'the kept passes are not read while the server answers');
  });

  test('nothing waiting: no card at all', async () => {
    passes = async () => json({ items: [] });
    const view = renderAtHome(<WaitingPasses userId="user-1" actingForCustomer={false} />);
    await waitFor(() => assert.deepEqual(requests, ['/api/order/passes']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(view.container.querySelector('section'), null);
  });

  test('offline: the passes kept on this phone whose order still waits for its visit', async () => {
    online.set(false);
    renderAtHome(<WaitingPasses userId="user-1" actingForCustomer={false} />);
    assert.ok(await screen.findByRole('link', { name: 'Your lab-visit pass for order 100237 is ready' }));
    assert.equal(readyLinks().length, 1, 'a Completed order’s pass and one no longer readable are left out');
    assert.ok(screen.getByText('Kept on this phone'));
    assert.deepEqual(requests, []);
  });

  test('the server unreachable: the kept passes too', async () => {
    passes = () => Promise.reject(new TypeError('Failed to fetch'));
    renderAtHome(<WaitingPasses userId="user-1" actingForCustomer={false} />);
    assert.ok(await screen.findByRole('link', { name: 'Your lab-visit pass for order 100237 is ready' }));
  });

  test('offline and locked: no card, nothing read', async () => {
    online.set(false);
    kept.state = { ...kept.state, unlocked: false };
    const view = renderAtHome(<WaitingPasses userId="user-1" actingForCustomer={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(view.container.querySelector('section'), null);
    assert.equal(kept.listed, 0);
  });

  test("an administrator acting as the customer: the server's list, nothing kept or read from the phone", async () => {
    renderAtHome(<WaitingPasses userId="user-1" actingForCustomer />);
    assert.equal((await screen.findAllByRole('link', { name: /is ready/ })).length, 2);
    assert.ok(kept.autoKept.every((orders) => orders.length === 0));
    cleanup();
    online.set(false);
    const view = renderAtHome(<WaitingPasses userId="user-1" actingForCustomer />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(view.container.querySelector('section'), null);
    assert.equal(kept.listed, 0);
  });

  test('which orders a customer has stays off the device: a key the persister leaves out, with the user, gone with the card', () => {
    const options = waitingPassesQueryOptions('user-1');
    assert.deepEqual(options.queryKey, ['waitingPasses', 'user-1']);
    assert.equal(isPublicQuery(options.queryKey), false);
    assert.equal(options.gcTime, 0);
  });
});

describe('the home page', () => {
  test('signed out: no card and no question about passes', async () => {
    renderAtHome(<HomePage siteName="labstore" />);
    assert.ok(await screen.findByRole('heading', { level: 1, name: homeEn.headline }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(readyLinks().length, 0);
    assert.ok(!requests.includes('/api/order/passes'));
  });

  test('signed in: the card under the headline, loaded on its own', async () => {
    auth.session = { access_token: 'customer-token', userId: 'user-1', profileId: 'profile-1', isQuasiAdmin: false } as AuthSession;
    renderAtHome(<HomePage siteName="labstore" />);
    assert.ok(await screen.findByRole('link', { name: 'Your lab-visit pass for order 100237 is ready' }));
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    assert.ok(headings.indexOf('Ready for your lab visit') > headings.indexOf(homeEn.headline));
    assert.ok(headings.indexOf('Ready for your lab visit') < headings.indexOf(homeEn.steps.title));
  });
});
