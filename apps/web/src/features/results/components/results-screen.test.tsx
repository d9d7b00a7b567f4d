// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, test, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { commonEn } from '../../../lib/locales/en';
import { isPublicQuery } from '../../../lib/offline/persist-public-queries';
import { signIn } from '../../../lib/session/current-session';
import { resultsKeys } from '../api/results-keys';
import { keptCopies, resetKept } from '../kept-documents.test-support';
import { resultsEn } from '../locales/en';
import { analyte, catchSavedFiles, ORDER_ID, readBundle, renderScreen, RESULTS, TRENDS } from '../results.test-support';

// Issue 17: the results screen against a mocked API: values, flags in words,
// the range bar's text, a trend only for an analyte with two points or more
// (uPlot mocked: happy-dom has no canvas), the FHIR download, and its
// loading, empty and failed states. Nothing of the results is left in the
// browser's storage. Issue 18: online, Keep on this phone is offered (the
// kept-documents entity mocked; results-offline.test.tsx reads its copy).

const charts = vi.hoisted(() => ({ drawn: [] as Array<{ data: number[][]; element: HTMLElement }> }));
vi.mock('uplot', () => ({
  default: class {
    constructor(_options: unknown, data: number[][], element: HTMLElement) {
      charts.drawn.push({ data, element });
    }
    setSize() {}
    destroy() {}
  },
}));
vi.mock('../../../entities/kept-documents', () => import('../kept-documents.test-support'));

interface Answer {
  status: number;
  body: unknown;
}

let answers: Map<string, Answer>;
let requests: Array<{ url: string; authorization: string | null }>;

function answerWith(results: Answer, trends: Answer = { status: 200, body: TRENDS }) {
  answers = new Map([
    [`/api/order/results/data/${ORDER_ID}`, results],
    ['/api/order/results/trends', trends],
  ]);
}

beforeAll(() => {
  initI18n({ en: { common: commonEn, app: { siteName: 'labstore' } }, loadSpanish: async () => ({}), savePreference: async () => undefined });
  signIn({ access_token: 'customer-token', userId: 'user-1', profileId: 'profile-1' }, false);
});

beforeEach(() => {
  resetKept();
  charts.drawn = [];
  requests = [];
  answerWith({ status: 200, body: RESULTS });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    const answer = answers.get(url) ?? { status: 404, body: { message: 'Not Found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('results screen', () => {
  test('the order, patient and physician; each analyte by its test with its value, range, bar and flag in words', async () => {
    renderScreen();
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' }));
    assert.ok(screen.getByText(/Robert Alvarez/));
    assert.ok(screen.getByText('Dana Whitfield, MD'));
    assert.ok(screen.getByText(/NPI 1234567893/));
    assert.ok(screen.getByRole('heading', { level: 2, name: 'Requisition REQ-448812' }));
    assert.deepEqual(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ['Comprehensive Metabolic Panel', 'Lipid Panel', 'Urinalysis, Complete'],
    );
    assert.equal(screen.getByRole('link', { name: resultsEn.backToOrders }).getAttribute('href'), '/orderHistory');

    const glucose = analyte('Glucose');
    assert.match(glucose.textContent ?? '', /38 mg\/dL/);
    assert.ok(within(glucose).getByText('Critical low'));
    assert.ok(within(glucose).getByText('Reference range: 65 mg/dL to 99 mg/dL'));
    assert.ok(within(glucose).getByRole('img', { name: '38 mg/dL is below the reference range of 65 mg/dL to 99 mg/dL.' }));
    assert.ok(screen.getByText(resultsEn.criticalNotice), 'a critical result is announced above the report');

    const cholesterol = analyte('Cholesterol, Total');
    assert.ok(within(cholesterol).getByText('High'));
    assert.ok(within(cholesterol).getByText('Reference range: <200 mg/dL'), "the laboratory's own wording of the range");
    assert.ok(within(cholesterol).getByRole('img', { name: '238 mg/dL is above the reference range of up to 200 mg/dL.' }));
    assert.ok(within(analyte('HDL Cholesterol')).getByRole('img', { name: '36 mg/dL is below the reference range of 40 mg/dL or more.' }));
    assert.ok(within(analyte('HDL Cholesterol')).getByText('Low'));
    assert.ok(within(analyte('Sodium')).getByText('Normal'));
    assert.ok(within(analyte('Sodium')).getByRole('img', { name: '139 mmol/L is within the reference range of 135 mmol/L to 146 mmol/L.' }));

    const urine = analyte('Glucose, Urine');
    assert.match(urine.textContent ?? '', /Negative/);
    assert.equal(within(urine).queryByRole('img'), null, 'a text result has no bar');

    assert.ok(requests.length >= 2);
    assert.ok(requests.every(({ authorization }) => authorization === 'Bearer customer-token'), 'the signed-in customer asks');
  });

  test('a trend only for an analyte measured in two orders or more, with its table', async () => {
    renderScreen();
    const glucose = await waitFor(() => analyte('Glucose'));
    const toggle = await within(glucose).findByRole('button', { name: resultsEn.trend.showTable });
    await waitFor(() => assert.equal(charts.drawn.length, 1));
    assert.deepEqual(charts.drawn[0]?.data[1], [92, 88, 38]);
    assert.ok(glucose.contains(charts.drawn[0]?.element ?? null));
    assert.equal(charts.drawn[0]?.element.getAttribute('role'), 'img');
    assert.match(charts.drawn[0]?.element.getAttribute('aria-label') ?? '', /^Glucose in 3 orders, from /);

    for (const name of ['Cholesterol, Total', 'Sodium', 'HDL Cholesterol', 'Glucose, Urine']) {
      assert.equal(within(analyte(name)).queryByRole('button', { name: resultsEn.trend.showTable }), null, `${name}: one point, no trend`);
    }

    const table = within(glucose).getByRole('table', { hidden: true });
    assert.equal(table.closest('[hidden]') !== null, true, 'the table waits behind its toggle');
    fireEvent.click(toggle);
    assert.equal(toggle.getAttribute('aria-expanded'), 'true');
    const rows = within(within(glucose).getByRole('table')).getAllByRole('row').slice(1);
    assert.deepEqual(
      rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent)),
      [
        ['100101', '92 mg/dL', 'Normal'],
        ['100188', '88 mg/dL', 'Normal'],
        ['100231', '38 mg/dL', 'Critical'],
      ],
    );
    assert.equal(rows[2]?.getAttribute('aria-current'), 'true', 'this order marked');
  });

  test('Download (FHIR) hands over results-{number}.fhir.json, a FHIR Bundle of the results', async () => {
    const { files, clicked } = catchSavedFiles();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: resultsEn.download.fhir }));

    assert.deepEqual(clicked, [{ download: 'results-100231.fhir.json', href: 'blob:results' }]);
    assert.equal(files[0]?.type, 'application/fhir+json');
    const bundle = await readBundle(files[0]);
    assert.equal(bundle.resourceType, 'Bundle');
    assert.equal(bundle.type, 'collection');
    assert.deepEqual(
      bundle.entry.map((entry) => entry.resource.resourceType),
      ['Patient', 'Practitioner', 'DiagnosticReport', 'Observation', 'Observation', 'Observation', 'Observation', 'Observation'],
    );
    assert.equal(document.querySelector('a[download]'), null, 'the link is gone');
  });

  test('online, the results offer Keep on this phone for this order; no kept copy is read and no banner shown', async () => {
    renderScreen();
    const keep = await screen.findByRole('button', { name: 'Keep on this phone' });
    assert.equal(keep.dataset.orderId, ORDER_ID);
    assert.equal(keep.dataset.what, 'results');
    assert.equal(screen.queryByText(resultsEn.kept.bannerTitle), null);
    assert.deepEqual(keptCopies.reads, []);
  });

  test('an administrator acting as the customer reads the results but keeps nothing on their device', async () => {
    signIn({ access_token: 'customer-token', userId: 'user-1', profileId: 'profile-1', isQuasiAdmin: true }, false);
    try {
      renderScreen();
      assert.ok(await screen.findByRole('button', { name: resultsEn.download.fhir }));
      assert.equal(screen.queryByRole('button', { name: 'Keep on this phone' }), null);
    } finally {
      signIn({ access_token: 'customer-token', userId: 'user-1', profileId: 'profile-1' }, false);
    }
  });

  test('while loading it says so; an order without results yet says when they come', async () => {
    answerWith({ status: 200, body: { ...RESULTS, reports: [{ ...RESULTS.reports[0], observations: [] }] } });
    renderScreen();
    assert.ok(await screen.findByRole('status'));
    assert.ok(await screen.findByText(resultsEn.empty));
    assert.ok(screen.getByRole('heading', { level: 1, name: 'Results for Order 100231' }));
    assert.equal(screen.queryByRole('button', { name: resultsEn.download.fhir }), null);
    assert.equal(screen.queryByRole('button', { name: 'Keep on this phone' }), null, 'nothing to keep yet');
  });

  test('a failed read says so and tries again', async () => {
    answerWith({ status: 500, body: { message: 'Server error' } });
    renderScreen();
    assert.ok(await screen.findByText(resultsEn.loadFailed));
    answerWith({ status: 200, body: RESULTS });
    fireEvent.click(screen.getByRole('button', { name: commonEn.loadFailed.retry }));
    assert.ok(await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' }));
  });

  test('nothing of the results is written to the device', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Results for Order 100231' });
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n');
    for (const personal of ['Glucose', 'Alvarez', '1968-04-02', 'REQ-448812']) assert.ok(!stored.includes(personal), `${personal} stored`);
    assert.equal(isPublicQuery(resultsKeys.data('user-1', ORDER_ID)), false);
    assert.equal(isPublicQuery(resultsKeys.trends('user-1')), false);
  });
});
