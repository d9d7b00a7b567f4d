// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, test, vi } from 'vitest';
import { closeDialog, useOpenDialog } from '../../../lib/dialogs';
import { initI18n } from '../../../lib/i18n';
import { commonEn } from '../../../lib/locales/en';
import { online } from '../../../lib/network-status';
import { isPublicQuery } from '../../../lib/offline/persist-public-queries';
import { resultsKeys } from '../api/results-keys';
import { KEPT_PASSWORD, keptCopies, keptState, resetKept } from '../kept-documents.test-support';
import { resultsEn } from '../locales/en';
import { analyte, catchSavedFiles, ORDER_ID, readBundle, renderScreen, RESULTS, TRENDS } from '../results.test-support';
import { customerSession, testSession } from '../session.test-support';

// Issue 18 "Results offline": with no network, or a network that does not
// reach the server, the results screen opens the copy kept on this phone
// (the kept-documents entity mocked): values, range bars, flags, trends and
// the FHIR file from it, under a banner; locked, the password first, signed
// out too; not kept, how to keep them next time. The server is asked only
// when the browser is online.

const charts = vi.hoisted(() => ({ drawn: [] as Array<{ data: number[][] }> }));
vi.mock('uplot', () => ({
  default: class {
    constructor(_options: unknown, data: number[][]) {
      charts.drawn.push({ data });
    }
    setSize() {}
    destroy() {}
  },
}));
// Signed out, the entity's own choice between logging in and the kept copy, reading the stand-in's state.
vi.mock('../../../entities/kept-documents', async () => ({
  ...(await import('../kept-documents.test-support')),
  SignedOutChoice: (await import('../../../entities/kept-documents/signed-out-choice')).SignedOutChoice,
}));
vi.mock('../../../entities/kept-documents/kept-settings', async () => ({ keepsDocumentsHere: (await import('../kept-documents.test-support')).keepsDocumentsHere }));
vi.mock('../../../lib/session/current-session', async (importOriginal) => {
  const { useTestSession } = await import('../session.test-support');
  return { ...(await importOriginal<typeof import('../../../lib/session/current-session')>()), useAuthSession: useTestSession };
});

/** What fetch does: answer from the server, or fail as a dropped connection does. */
let server: 'answers' | 'unreachable';
let requests: string[];

const KEPT_ON_DEVICE = { accountId: 'user-1', setUp: true, unlocked: true, evicted: false, autoKeep: false };

/** When the copy was kept: days after its report (November 23), so the banner cannot be dating it by the report. */
const KEPT_AT = new Date('2026-11-28T16:30:00.000Z');

function keep() {
  keptCopies.results.set(ORDER_ID, { value: RESULTS, keptAt: KEPT_AT });
  keptCopies.trends = TRENDS;
}

beforeAll(() => {
  initI18n({ en: { common: commonEn, app: { siteName: 'labstore' } }, loadSpanish: async () => ({}), savePreference: async () => undefined });
});

beforeEach(() => {
  resetKept();
  charts.drawn = [];
  requests = [];
  server = 'answers';
  testSession.set(customerSession());
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (server === 'unreachable') throw new TypeError('Failed to fetch');
    const body = url.endsWith('/trends') ? TRENDS : url.endsWith(`/data/${ORDER_ID}`) ? RESULTS : { message: 'Not Found' };
    return new Response(JSON.stringify(body), { status: body === RESULTS || body === TRENDS ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  closeDialog();
  online.set(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('results screen offline', () => {
  test('offline and kept: values, flags, range bars and the trend from the kept copy, under its banner; the server is not asked', async () => {
    online.set(false);
    keptState.set(KEPT_ON_DEVICE);
    keep();
    renderScreen();
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' }));
    assert.ok(screen.getByText(resultsEn.kept.bannerTitle));
    assert.ok(screen.getByText('— you are offline; these are the results as they were kept on this phone on November 28, 2026.'));

    const glucose = analyte('Glucose');
    assert.match(glucose.textContent ?? '', /38 mg\/dL/);
    assert.ok(within(glucose).getByText('Critical low'));
    assert.ok(within(glucose).getByRole('img', { name: '38 mg/dL is below the reference range of 65 mg/dL to 99 mg/dL.' }));
    assert.ok(within(analyte('Cholesterol, Total')).getByText('High'));
    assert.ok(screen.getByText(resultsEn.criticalNotice));
    await waitFor(() => assert.equal(charts.drawn.length, 1));
    assert.deepEqual(charts.drawn[0]?.data[1], [92, 88, 38], "the kept trend's points");

    assert.deepEqual(requests, [], 'offline, the server is not asked');
    assert.deepEqual(keptCopies.reads.sort(), [`results:${ORDER_ID}`, 'trends']);
    assert.equal(screen.queryByRole('button', { name: 'Keep on this phone' }), null, 'offline, nothing new can be kept');
    assert.equal(screen.queryByRole('button', { name: resultsEn.kept.retryOnline }), null, 'the browser knows it is offline');
  });

  test('a copy kept before the date was recorded opens, its banner without a date', async () => {
    online.set(false);
    keptState.set(KEPT_ON_DEVICE);
    keptCopies.results.set(ORDER_ID, { value: RESULTS, keptAt: undefined });
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.kept.bannerTextUndated));
    assert.ok(analyte('Glucose'));
  });

  test('the FHIR download is built from the kept copy', async () => {
    online.set(false);
    keptState.set(KEPT_ON_DEVICE);
    keep();
    const { files, clicked } = catchSavedFiles();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: resultsEn.download.fhir }));
    assert.deepEqual(clicked, [{ download: 'results-100231.fhir.json', href: 'blob:results' }]);
    assert.equal(files[0]?.type, 'application/fhir+json');
    const bundle = await readBundle(files[0]);
    assert.equal(bundle.resourceType, 'Bundle');
    assert.deepEqual(
      bundle.entry.map((entry) => entry.resource.resourceType),
      ['Patient', 'Practitioner', 'DiagnosticReport', 'Observation', 'Observation', 'Observation', 'Observation', 'Observation'],
    );
    assert.deepEqual(
      bundle.entry.flatMap((entry) => (entry.resource.valueQuantity ? [entry.resource.valueQuantity.value] : [])),
      [38, 139, 238, 36],
      "the kept copy's values",
    );
    assert.deepEqual(requests, []);
  });

  test('a server the browser cannot reach: the kept copy, and Try again online brings the server’s answer back', async () => {
    server = 'unreachable';
    keptState.set(KEPT_ON_DEVICE);
    keep();
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.kept.bannerTitle));
    assert.ok(analyte('Glucose'));
    assert.ok(requests.includes(`/api/order/results/data/${ORDER_ID}`), 'the server was tried first');
    assert.equal(screen.queryByRole('button', { name: 'Keep on this phone' }), null);

    server = 'answers';
    fireEvent.click(screen.getByRole('button', { name: resultsEn.kept.retryOnline }));
    assert.ok(await screen.findByRole('button', { name: 'Keep on this phone' }));
    assert.equal(screen.queryByText(resultsEn.kept.bannerTitle), null, "the server's answer is no kept copy");
    assert.ok(analyte('Glucose'));
  });

  test('kept but locked, signed out and offline: the password first (a wrong one does not open), then the results', async () => {
    online.set(false);
    testSession.set(null);
    keptState.set({ ...KEPT_ON_DEVICE, unlocked: false });
    keep();
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.kept.locked));
    assert.equal(screen.queryByText(resultsEn.signedOut), null, 'offline, signing in is no way to the results');
    assert.deepEqual(keptCopies.reads, [], 'nothing is read while locked');

    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    assert.ok(await screen.findByText('Wrong password'));
    assert.equal(screen.queryByRole('heading', { level: 1 }), null);

    fireEvent.change(password, { target: { value: KEPT_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' }));
    assert.ok(screen.getByText(resultsEn.kept.bannerTitle));
    assert.ok(within(analyte('HDL Cholesterol')).getByText('Low'));
    assert.deepEqual(requests, []);
  });

  test('offline and not kept: how to keep them next time; the browser having removed them is said plainly', async () => {
    online.set(false);
    keptState.set(KEPT_ON_DEVICE);
    const { unmount } = renderScreen();
    assert.ok(await screen.findByText(resultsEn.kept.notKept));
    assert.match(resultsEn.kept.notKept, /open them once online and choose Keep on this phone/);
    assert.equal(screen.queryByRole('heading', { level: 1 }), null);
    assert.equal(screen.queryByText(resultsEn.kept.evicted), null);
    unmount();

    keptState.set({ accountId: 'user-1', setUp: false, unlocked: false, evicted: true, autoKeep: false });
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.kept.evicted));
    assert.ok(screen.getByText(resultsEn.kept.notKept));
    assert.equal(screen.queryByLabelText('Password'), null, 'nothing to unlock');
  });

  test('no vault on this device at all, signed out and offline: not kept', async () => {
    online.set(false);
    testSession.set(null);
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.kept.notKept));
    assert.deepEqual(keptCopies.reads, []);
  });

  test('online and signed out on a phone that keeps nothing: the login dialog at once, a way back to it, and no way to an order history', async () => {
    testSession.set(null);
    const dialog = renderHook(() => useOpenDialog());
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.signedOut));
    await waitFor(() => assert.equal(dialog.result.current, 'login'));
    closeDialog();
    fireEvent.click(screen.getByRole('button', { name: resultsEn.login }));
    await waitFor(() => assert.equal(dialog.result.current, 'login'));
    assert.equal(screen.queryByRole('button', { name: resultsEn.openKept }), null);
    assert.equal(screen.queryByRole('link', { name: /Back to Order History/ }), null, 'a signed-out visitor has no order history');
    assert.deepEqual(keptCopies.reads, []);
    assert.deepEqual(requests, []);
  });

  test('online and signed out on a phone that keeps documents: Log in and the kept copy side by side, no dialog over them (a network that does not reach us)', async () => {
    testSession.set(null);
    keptState.set({ ...KEPT_ON_DEVICE, unlocked: false });
    keep();
    const dialog = renderHook(() => useOpenDialog());
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.signedOut));
    assert.ok(screen.getByRole('button', { name: resultsEn.login }));
    assert.equal(dialog.result.current, null, 'both ways in, no dialog over them');
    assert.equal(screen.queryByRole('link', { name: /Back to Order History/ }), null);
    assert.deepEqual(keptCopies.reads, [], 'nothing read before the visitor chooses');

    fireEvent.click(screen.getByRole('button', { name: resultsEn.openKept }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: KEPT_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' }));
    assert.ok(screen.getByText(resultsEn.kept.bannerTitle));
    assert.deepEqual(requests, []);
  });

  test('an administrator acting as the customer, offline: needs the network, never the kept copy', async () => {
    online.set(false);
    testSession.set(customerSession({ isQuasiAdmin: true }));
    keptState.set(KEPT_ON_DEVICE);
    keep();
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.loadFailed));
    assert.ok(screen.getByText(commonEn.loadFailed.needsConnection));
    assert.deepEqual(keptCopies.reads, []);
    assert.equal(screen.queryByLabelText('Password'), null);
  });

  test('the kept copy stays in memory only while shown, under the health root', async () => {
    online.set(false);
    keptState.set(KEPT_ON_DEVICE);
    keep();
    const { queryClient, unmount } = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' });
    const cached = queryClient.getQueryCache().findAll({ queryKey: resultsKeys.all, predicate: (query) => query.state.data !== undefined });
    assert.deepEqual(cached.map((query) => query.queryKey).sort(), [resultsKeys.keptData('user-1', ORDER_ID), resultsKeys.keptTrends('user-1')].sort());
    assert.ok(cached.every((query) => !isPublicQuery(query.queryKey)), 'never persisted');
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n');
    for (const personal of ['Glucose', 'Alvarez', '1968-04-02', 'REQ-448812']) assert.ok(!stored.includes(personal), `${personal} stored`);
    unmount();
    await waitFor(() => assert.equal(queryClient.getQueryCache().findAll({ queryKey: resultsKeys.all }).length, 0));
  });
});
