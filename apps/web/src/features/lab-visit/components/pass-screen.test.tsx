// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, test, vi } from 'vitest';
import { askLoginOnNextStart } from '../../../entities/kept-documents/login-asked';
import { closeDialog, useOpenDialog } from '../../../lib/dialogs';
import { initI18n } from '../../../lib/i18n';
import { commonEn } from '../../../lib/locales/en';
import { online } from '../../../lib/network-status';
import { createQueryClient } from '../../../lib/query-client';
import type { RouterContext } from '../../../lib/route-modules';
import type { AuthSession } from '../../../lib/session/session-record';
import { labVisitPass, ORDER_ID } from '../lab-visit-pass.test-fixtures';
import { labVisitEn } from '../locales/en';
import { labVisitRoutes } from '../routes';

// Issue 18: the pass screen in each of its states, the API answered by a
// stubbed fetch and the kept-documents entity by a stand-in (its own tests
// cover the vault): online, offline from the kept copy, locked, not kept,
// unreachable, refused, signed out, and an administrator acting as the
// customer.

const kept = vi.hoisted(() => ({
  state: { accountId: 'user-1' as string | null, setUp: true, unlocked: true, evicted: false, autoKeep: false },
  passes: new Map<string, unknown>(),
  documents: new Map<string, Uint8Array>(),
  autoKept: [] as Array<ReadonlyArray<{ id: string; status: number }>>,
  listeners: new Set<() => void>(),
}));

const keptStore = vi.hoisted(() => ({
  subscribe: (listener: () => void) => {
    kept.listeners.add(listener);
    return () => kept.listeners.delete(listener);
  },
}));

// The pass screen takes the entity's index; the pass it shares with the pass page takes the entity's modules themselves.
vi.mock('../../../entities/kept-documents', () => ({
  useAutoKeep: (orders: ReadonlyArray<{ id: string; status: number }>) => {
    kept.autoKept.push(orders);
  },
  KeepOnPhoneButton: ({ orderId, what }: { orderId: string; what: string }) => (
    <button type="button" data-order={orderId}>
      Keep on this phone ({what})
    </button>
  ),
}));

vi.mock('../../../entities/kept-documents/kept-state', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useKeptDocuments: () => useSyncExternalStore(keptStore.subscribe, () => kept.state) };
});

vi.mock('../../../entities/kept-documents/kept-records', () => ({
  keptSchemas: async () => ({}),
  readKeptPass: async (orderId: string) => (kept.state.unlocked ? kept.passes.get(orderId) : undefined),
  readKeptDocument: async (orderId: string, apiResultId: string, type: number) => (kept.state.unlocked ? kept.documents.get(`${orderId}/${apiResultId}/${type}`) : undefined),
}));

vi.mock('../../../entities/kept-documents/unlock-kept-documents', () => ({
  UnlockKeptDocuments: ({ onUnlocked }: { onUnlocked?: () => void }) => (
    <button
      type="button"
      onClick={() => {
        kept.state = { ...kept.state, unlocked: true };
        kept.listeners.forEach((listener) => listener());
        onUnlocked?.();
      }}
    >
      Unlock
    </button>
  ),
}));

// The entity's signed-out choice itself, reading whether this phone keeps documents from the stand-in's state.
vi.mock('../../../entities/kept-documents/kept-settings', () => ({ keepsDocumentsHere: () => kept.state.setUp }));

const auth = vi.hoisted(() => ({ session: null as AuthSession | null }));
vi.mock('../../../lib/session/current-session', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-session')>()),
  useAuthSession: () => auth.session,
}));

const customer = (overrides: Partial<AuthSession> = {}): AuthSession =>
  ({ access_token: 'customer-token', userId: 'user-1', profileId: 'profile-1', isQuasiAdmin: false, ...overrides }) as AuthSession;

type Answer = () => Response | Promise<Response>;
let answers: Map<string, Answer>;
let requests: string[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PASS_URL = `/api/order/pass/${ORDER_ID}`;
const PDF_URL = labVisitPass().requisitions[0]?.requisitionLink ?? '';
const unreachable: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

function DialogShown() {
  const dialog = useOpenDialog();
  return dialog ? <output data-testid="dialog">{dialog}</output> : null;
}

function renderScreen() {
  const queryClient = createQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <DialogShown />
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren(labVisitRoutes(root)),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [`/pass/${ORDER_ID}`] }),
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const PASS_TITLE = 'Lab-visit pass for order 100231';

beforeAll(() => {
  initI18n({ en: { common: commonEn, app: { siteName: 'labstore' } }, loadSpanish: async () => ({}), savePreference: async () => undefined });
});

beforeEach(() => {
  auth.session = customer();
  kept.state = { accountId: 'user-1', setUp: true, unlocked: true, evicted: false, autoKeep: false };
  kept.passes = new Map();
  kept.documents = new Map();
  kept.autoKept = [];
  requests = [];
  answers = new Map([[PASS_URL, () => json(labVisitPass())]]);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    return (answers.get(url) ?? (() => json({ message: 'Not Found' }, 404)))();
  });
});

afterEach(() => {
  // Unmounted first: a screen still shown would ask the real network once back online.
  cleanup();
  online.set(true);
  closeDialog();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Offers of a file: what was opened in a new tab, by name. */
function catchOpenedFiles() {
  const opened: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    opened.push(file as Blob);
    return 'blob:pass';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(window, 'open').mockImplementation(() => ({ opener: null }) as Window);
  return opened;
}

describe('the lab-visit pass online', () => {
  test('the barcode as an image, the requisition id, the patient, the tests, the preparation and the nearest center', async () => {
    renderScreen();
    assert.ok(await screen.findByRole('heading', { level: 1, name: PASS_TITLE }));
    assert.equal(document.title, `${PASS_TITLE} | labstore`);

    const barcode = screen.getByRole('img', { name: 'Barcode of requisition REQ-100231-1A2B3C4D' });
    assert.equal(barcode.tagName, 'IMG');
    assert.match(barcode.getAttribute('src') ?? '', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    assert.equal(document.querySelector('main svg, div svg'), null, "the server's SVG is never put in the page as markup");
    assert.ok(screen.getByText('REQ-100231-1A2B3C4D'));
    assert.ok(screen.getByText(labVisitEn.requisition.brightness));
    assert.ok(screen.getByText(/Dana Whitfield, MD/));

    const patient = screen.getByRole('region', { name: labVisitEn.patient.heading });
    assert.ok(within(patient).getByText('Robert J Alvarez'));
    assert.match(patient.textContent ?? '', /1968/);
    assert.ok(within(patient).getByText('100231'));

    const tests = screen.getByRole('region', { name: labVisitEn.tests.heading });
    assert.deepEqual(
      within(tests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      ['Lipid PanelFasting', 'TSH'],
    );

    const before = screen.getByRole('region', { name: labVisitEn.before.heading });
    assert.ok(within(before).getByText('Fast for 12 hours before your visit: water only.'));
    assert.ok(within(before).getByText('Fast for 9-12 hours before your blood draw.'));
    assert.ok(within(before).getByText('Drink water to stay hydrated.'));

    const center = screen.getByRole('region', { name: labVisitEn.center.heading });
    assert.ok(within(center).getByRole('heading', { level: 3, name: 'Quest Diagnostics Southport' }));
    assert.ok(within(center).getByText('9254 Lake Shore Dr, Indianapolis, IN 46247'));
    assert.equal(within(center).getByRole('link', { name: '(317) 555-0154' }).getAttribute('href'), 'tel:3175550154');
    const map = within(center).getByRole('link', { name: 'Directions to Quest Diagnostics Southport (opens a map in a new tab)' });
    assert.equal(map.getAttribute('href'), 'https://www.google.com/maps/search/?api=1&query=9254%20Lake%20Shore%20Dr%2C%20Indianapolis%2C%20IN%2046247');
    assert.equal(map.getAttribute('target'), '_blank');
    assert.match(map.getAttribute('rel') ?? '', /noopener/);
    assert.equal(center.querySelectorAll('dd span').length, 2, 'the hours one line a group of days');
    assert.equal(within(center).getByRole('link', { name: labVisitEn.center.finder }).getAttribute('href'), '/testcenters');

    assert.ok(screen.getByRole('button', { name: 'Keep on this phone (pass)' }));
    assert.equal(screen.queryByText(/copy kept on this phone/), null);
    assert.equal(screen.getByRole('link', { name: /Back to Order History/ }).getAttribute('href'), '/orderHistory');
    assert.deepEqual(kept.autoKept.at(-1), [{ id: ORDER_ID, status: 4 }], 'a pass seen is kept when automatic keeping is on');
  });

  test('headings in order: the title, then a section each, centers within theirs', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: PASS_TITLE });
    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    assert.deepEqual(headings, [
      `H1 ${PASS_TITLE}`,
      'H2 Requisition',
      'H2 Patient and order',
      'H2 Tests',
      'H2 Before your visit',
      'H2 Your test center',
      'H3 Quest Diagnostics Southport',
      'H3 Other test centers near you',
    ]);
  });

  test('another center can be chosen: it becomes the one shown, with the focus on its name', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
    renderScreen();
    const center = await screen.findByRole('region', { name: labVisitEn.center.heading });
    const others = within(center).getByRole('list');
    assert.deepEqual(
      within(others)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
      ['Go to Labcorp Greenwood instead', 'Go to Quest Diagnostics Beech Grove instead'],
    );
    fireEvent.click(within(others).getByRole('button', { name: 'Go to Labcorp Greenwood instead' }));
    const chosen = within(center).getByRole('heading', { level: 3, name: 'Labcorp Greenwood' });
    assert.equal(document.activeElement, chosen);
    assert.ok(within(center).getByText('1251 US-31 #4, Greenwood, IN 46142'));
    assert.ok(within(center).getByText('By appointment only'), 'hours of another form as sent');
    assert.match(within(center).getByRole('link', { name: /Directions to Labcorp Greenwood/ }).getAttribute('href') ?? '', /query=1251%20US-31%20%234%2C%20Greenwood/);
    assert.ok(within(others).getByRole('button', { name: 'Go to Quest Diagnostics Southport instead' }), 'the nearest is now an alternative');
  });

  test('no fasting: said so; no center near the profile: the finder', async () => {
    answers.set(PASS_URL, () => json(labVisitPass({ fastingHours: null, tests: [{ name: 'TSH', cpt: '84443', fastingRequired: false }], preparation: [], centers: [] })));
    renderScreen();
    assert.ok(await screen.findByText(labVisitEn.before.noFasting));
    assert.ok(screen.getByText(labVisitEn.center.none));
    assert.ok(screen.getByRole('link', { name: labVisitEn.center.finder }));
  });

  test('View requisition PDF fetches the pass’s requisition link and opens it', async () => {
    const opened = catchOpenedFiles();
    answers.set(PDF_URL, () => new Response(new Blob(['%PDF-1.7 requisition']), { headers: { 'Content-Type': 'application/pdf' } }));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: labVisitEn.requisition.viewPdf }));
    await waitFor(() => assert.equal(opened.length, 1));
    assert.equal(await opened[0]?.text(), '%PDF-1.7 requisition');
    assert.ok(requests.includes(PDF_URL));
  });

  test("before approval (409) and another's order (404): the server's words and the way to the order history", async () => {
    answers.set(PASS_URL, () => json({ message: 'Your lab-visit pass is ready once a physician approves the order.' }, 409));
    const view = renderScreen();
    assert.ok(await screen.findByText('Your lab-visit pass is ready once a physician approves the order.'));
    assert.ok(screen.getByRole('heading', { level: 1, name: labVisitEn.title }));
    assert.equal(screen.getByRole('link', { name: labVisitEn.refused.orderHistory }).getAttribute('href'), '/orderHistory');
    view.unmount();

    answers.set(PASS_URL, () => json({ message: 'We could not find this order.' }, 404));
    renderScreen();
    assert.ok(await screen.findByText(/We could not find this order\./));
    assert.equal(screen.queryByRole('img'), null);
  });

  test('a pass on screen stays when the connection drops', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: PASS_TITLE });
    online.set(false);
    await waitFor(() => assert.ok(screen.getByRole('img', { name: /Barcode of requisition/ })));
    assert.equal(screen.queryByText(/copy kept on this phone/), null);
  });

  test('the server unreachable: the kept copy; not kept: says so, with Try again', async () => {
    answers.set(PASS_URL, unreachable);
    kept.passes.set(ORDER_ID, labVisitPass());
    const view = renderScreen();
    assert.ok(await screen.findByText(/This is the copy kept on this phone \(issued Nov 27, 2026/));
    assert.ok(screen.getByRole('img', { name: /Barcode of requisition/ }));
    view.unmount();

    kept.passes.clear();
    renderScreen();
    assert.ok(await screen.findByText(labVisitEn.kept.notKept));
    assert.ok(screen.getByText(labVisitEn.loadFailed));
    answers.set(PASS_URL, () => json(labVisitPass()));
    fireEvent.click(screen.getByRole('button', { name: labVisitEn.retry }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: PASS_TITLE }));
  });
});

describe('the lab-visit pass offline', () => {
  beforeEach(() => online.set(false));

  test('opens the copy kept on this phone, saying so and when it was issued, without asking the server', async () => {
    kept.passes.set(ORDER_ID, labVisitPass());
    renderScreen();
    assert.ok(await screen.findByRole('heading', { level: 1, name: PASS_TITLE }));
    assert.ok(screen.getByText(/This is the copy kept on this phone \(issued Nov 27, 2026/));
    assert.ok(screen.getByRole('img', { name: 'Barcode of requisition REQ-100231-1A2B3C4D' }));
    assert.ok(screen.getByText('Fast for 12 hours before your visit: water only.'));
    assert.deepEqual(requests, []);
  });

  test('the requisition PDF from the phone; one not kept says so', async () => {
    const opened = catchOpenedFiles();
    kept.passes.set(ORDER_ID, labVisitPass());
    kept.documents.set(`${ORDER_ID}/REQ-100231-1A2B3C4D/1`, new TextEncoder().encode('%PDF-1.7 kept'));
    const view = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: labVisitEn.requisition.viewPdf }));
    await waitFor(() => assert.equal(opened.length, 1));
    assert.equal(opened[0]?.type, 'application/pdf');
    assert.equal(await opened[0]?.text(), '%PDF-1.7 kept');
    view.unmount();

    kept.documents.clear();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: labVisitEn.requisition.viewPdf }));
    assert.ok(await screen.findByText(labVisitEn.requisition.pdfNotKept));
    assert.equal(opened.length, 1);
    assert.deepEqual(requests, []);
  });

  test('locked: the password form first, then the pass', async () => {
    kept.state = { ...kept.state, unlocked: false };
    kept.passes.set(ORDER_ID, labVisitPass());
    renderScreen();
    assert.ok(await screen.findByText(labVisitEn.kept.locked));
    assert.equal(screen.queryByRole('img'), null);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    assert.ok(await screen.findByText(/copy kept on this phone/));
    assert.ok(screen.getByRole('img', { name: /Barcode of requisition/ }));
  });

  test('not kept, or nothing kept on this phone at all: how to keep it', async () => {
    const view = renderScreen();
    assert.ok(await screen.findByText(labVisitEn.kept.notKept));
    view.unmount();

    kept.state = { accountId: null, setUp: false, unlocked: false, evicted: true, autoKeep: false };
    renderScreen();
    assert.ok(await screen.findByText(labVisitEn.kept.notKept));
    assert.ok(screen.getByText(labVisitEn.kept.evicted));
    assert.equal(screen.queryByRole('button', { name: 'Unlock' }), null);
  });

  test('signed out: the kept copy opens too, once unlocked', async () => {
    auth.session = null;
    kept.state = { ...kept.state, unlocked: false };
    kept.passes.set(ORDER_ID, labVisitPass());
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: PASS_TITLE }));
    assert.equal(screen.queryByTestId('dialog'), null, 'no login dialog with no network');
  });
});

describe('who reads the pass', () => {
  test('signed out and online, on a device that keeps nothing: the login dialog at once, and a way back to it', async () => {
    auth.session = null;
    kept.state = { accountId: null, setUp: false, unlocked: false, evicted: false, autoKeep: false };
    renderScreen();
    assert.ok(await screen.findByText(labVisitEn.signedOut.message));
    assert.ok(screen.getByRole('heading', { level: 1, name: labVisitEn.title }));
    assert.equal((await screen.findByTestId('dialog')).textContent, 'login');
    closeDialog();
    fireEvent.click(screen.getByRole('button', { name: labVisitEn.signedOut.login }));
    assert.equal((await screen.findByTestId('dialog')).textContent, 'login');
    assert.deepEqual(requests, []);
  });

  test('signed out and online on a phone that keeps documents: the kept copy can be opened instead (a network that does not reach us)', async () => {
    auth.session = null;
    kept.state = { ...kept.state, setUp: true, unlocked: false };
    kept.passes.set(ORDER_ID, labVisitPass());
    renderScreen();
    assert.equal(screen.queryByTestId('dialog'), null, 'both ways in, no dialog over them');
    fireEvent.click(await screen.findByRole('button', { name: labVisitEn.signedOut.openKept }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: PASS_TITLE }));
    assert.deepEqual(requests, []);
  });

  test('"Log in" tapped on the pass page, which loaded the app for it: the login dialog opens at once', async () => {
    auth.session = null;
    kept.state = { ...kept.state, setUp: true, unlocked: false };
    askLoginOnNextStart();
    renderScreen();
    assert.equal((await screen.findByTestId('dialog')).textContent, 'login');
    assert.equal(sessionStorage.length, 0, 'asked once');
  });

  test('signed out and online on a phone that keeps nothing: no such offer', async () => {
    auth.session = null;
    kept.state = { accountId: null, setUp: false, unlocked: false, evicted: false, autoKeep: false };
    renderScreen();
    assert.ok(await screen.findByText(labVisitEn.signedOut.message));
    assert.equal(screen.queryByRole('button', { name: labVisitEn.signedOut.openKept }), null);
  });

  test('an administrator acting as the customer sees the pass, keeps nothing and opens no PDF', async () => {
    auth.session = customer({ isQuasiAdmin: true });
    renderScreen();
    assert.ok(await screen.findByRole('heading', { level: 1, name: PASS_TITLE }));
    assert.equal(screen.queryByRole('button', { name: /Keep on this phone/ }), null);
    const view = screen.getByRole('button', { name: labVisitEn.requisition.viewPdf });
    assert.equal((view as HTMLButtonElement).disabled, true);
    assert.ok(screen.getByText(labVisitEn.requisition.notWhileActing));
    assert.ok(kept.autoKept.every((orders) => orders.length === 0));
  });

  test('nothing of the pass is written to the browser’s storage', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: PASS_TITLE });
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n');
    for (const personal of ['Alvarez', '1968-04-02', 'REQ-100231', 'Lipid']) assert.ok(!stored.includes(personal), `${personal} stored`);
  });
});
