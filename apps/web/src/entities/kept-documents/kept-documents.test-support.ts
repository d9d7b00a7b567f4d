import 'fake-indexeddb/auto';
import type { LabVisitPass, OrderResults, OrderResultsData, ResultTrends, WaitingPasses } from '@labstore/domain';
import { deleteDB } from 'idb';
import i18next from 'i18next';
import { vi } from 'vitest';
import { signIn, signOut } from '../../lib/session/current-session';
import { createVault, type Vault } from '../../lib/vault';
import { MemoryMarkers, TEST_ITERATIONS } from '../../lib/vault/vault.test-support';
import { openKeptDocumentsAtSignIn } from './kept-access';
import { provideKeptContext } from './kept-context';

// For the kept documents' tests: a device (its vault database, localStorage
// and clock) with a small PBKDF2 count, a server answering the routes keeping
// reads, and an order's pass, results and documents with personal data in
// them.

export interface KeptTestDevice {
  dbName: string;
  /** localStorage: the vault's markers and the entity's settings. */
  storage: MemoryMarkers;
  clock: { now: number };
  persistAnswer: { value: boolean | undefined };
  vault: Vault;
  /** A reload: a new vault over the same database and storage, no key in memory; the entity uses it from now on. */
  reload(): Vault;
}

let devices = 0;
const opened: Vault[] = [];
const names: string[] = [];

export function keptTestDevice(): KeptTestDevice {
  const storage = new MemoryMarkers();
  const clock = { now: Date.UTC(2026, 10, 27, 9) };
  const persistAnswer: { value: boolean | undefined } = { value: true };
  const dbName = `kept-test-${++devices}-${Math.random().toString(36).slice(2)}`;
  names.push(dbName);
  const open = (): Vault => {
    const vault = createVault({
      dbName,
      iterations: TEST_ITERATIONS,
      now: () => clock.now,
      markers: storage,
      storageManager: {
        persist: async () => persistAnswer.value ?? false,
        estimate: async () => ({ usage: 2_400_000 }),
      },
    });
    opened.push(vault);
    provideKeptContext({ vault, settings: storage });
    return vault;
  };
  const device: KeptTestDevice = {
    dbName,
    storage,
    clock,
    persistAnswer,
    vault: open(),
    reload: () => (device.vault = open()),
  };
  return device;
}

/** For afterEach: closes every vault and deletes its database. */
export async function forgetKeptTestDevices(): Promise<void> {
  await Promise.all(opened.splice(0).map((vault) => vault.close()));
  await Promise.all(names.splice(0).map((name) => deleteDB(name)));
}

export const ANA = 'account-ana-7f3a';
export const BEN = 'account-ben-91c2';
export const ORDER_ID = '0b6f2a52-6c38-4f0e-9d7e-3f3c2f4a9a10';
export const OTHER_ORDER_ID = '5e1d8c0a-3b2f-4a6e-8d9c-1f0e2d3c4b5a';
export const PATIENT = 'Maria Gonzalez';
export const BIRTH_DATE = '1984-03-15';

export const signInAs = (userId: string): void => {
  signIn({ access_token: `token-${userId}`, userId, profileId: `profile-${userId}` }, false);
};

/** English words for what the customer is told, in tests without a page (component tests start the app's i18n instead). */
export function startTestI18n(): void {
  if (!i18next.isInitialized) void i18next.init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false });
}

/** Sign-out as the app does it (its tasks run, then the page would go home: a stub here). */
export async function signOutNow(): Promise<void> {
  if (typeof window === 'undefined') vi.stubGlobal('window', { location: { replace: () => undefined } });
  else vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  await signOut('user');
}

export function passOf(orderId: string, requisitions = ['REQ-448812']): LabVisitPass {
  return {
    orderId,
    orderNumber: 100231,
    status: 4,
    patient: { fullName: PATIENT, birthDate: BIRTH_DATE },
    requisitions: requisitions.map((apiResultId) => ({
      apiResultId,
      barcodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      requisitionLink: `/api/order/results/download/${orderId}/${apiResultId}/1`,
      physiciansName: 'Dana Whitfield, MD',
      physiciansNPI: '1234567893',
      approvedDate: '2026-11-20T14:05:00.000Z',
    })),
    tests: [{ name: 'Lipid Panel', cpt: '80061', fastingRequired: true }],
    fastingHours: 12,
    preparation: ['Do not eat for 12 hours before the visit.'],
    centers: [],
    issuedAt: '2026-11-21T08:00:00.000Z',
  };
}

export function resultsOf(orderId: string): OrderResultsData {
  return {
    orderId,
    orderNumber: 100231,
    patient: { firstName: 'Maria', lastName: 'Gonzalez', birthDate: BIRTH_DATE, gender: 2 },
    reports: [
      {
        apiResultId: 'REQ-448812',
        physiciansName: 'Dana Whitfield, MD',
        physiciansNPI: '1234567893',
        collectedDate: '2026-11-20T14:05:00.000Z',
        reportedDate: '2026-11-23T18:40:00.000Z',
        observations: [
          {
            id: 'obs-1',
            testCode: '7600',
            testName: 'Lipid Panel',
            loinc: '2093-3',
            analyte: 'Cholesterol, Total',
            value: 238,
            valueText: null,
            unit: 'mg/dL',
            rangeLow: null,
            rangeHigh: 200,
            rangeText: '<200',
            flag: 'high',
            collectedDate: '2026-11-20T14:05:00.000Z',
            reportedDate: '2026-11-23T18:40:00.000Z',
          },
        ],
      },
    ],
  };
}

export const TRENDS: ResultTrends = {
  items: [
    {
      loinc: '2093-3',
      analyte: 'Cholesterol, Total',
      unit: 'mg/dL',
      rangeLow: null,
      rangeHigh: 200,
      points: [{ orderId: ORDER_ID, orderNumber: 100231, reportedDate: '2026-11-23T18:40:00.000Z', value: 238, flag: 'high' }],
    },
  ],
};

export function resultListOf(orderId: string): OrderResults {
  return {
    results: [
      {
        apiResultId: 'REQ-448812',
        physiciansName: 'Dana Whitfield, MD',
        physiciansNPI: '1234567893',
        hasRequisitionPdf: true,
        hasResultsPdf: true,
        requisitionLink: `/api/order/results/download/${orderId}/REQ-448812/1`,
        resultLink: `/api/order/results/download/${orderId}/REQ-448812/3`,
        approvedDate: '2026-11-20T14:05:00.000Z',
        reportedDate: '2026-11-23T18:40:00.000Z',
      },
    ],
  };
}

export const pdfOf = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF`);

type Answer = { status: number; json: unknown } | { status: number; bytes: Uint8Array<ArrayBuffer> } | 'unreachable';

export interface TestServer {
  answers: Map<string, Answer>;
  requests: Array<{ method: string; url: string; body: string | null }>;
  /** Every request fails as with no network. */
  offline: boolean;
}

/** Answers the routes of keeping (pass, results, trends, documents, waiting passes, password check) for one or more orders. */
export function serveKeeping(orderIds: readonly string[] = [ORDER_ID], options: { password?: string } = {}): TestServer {
  const server: TestServer = { answers: new Map(), requests: [], offline: false };
  for (const orderId of orderIds) {
    server.answers.set(`/api/order/pass/${orderId}`, { status: 200, json: passOf(orderId) });
    server.answers.set(`/api/order/results/data/${orderId}`, { status: 200, json: resultsOf(orderId) });
    server.answers.set(`/api/order/results/${orderId}`, { status: 200, json: resultListOf(orderId) });
    server.answers.set(`/api/order/results/download/${orderId}/REQ-448812/1`, { status: 200, bytes: pdfOf(`requisition of ${PATIENT}`) });
    server.answers.set(`/api/order/results/download/${orderId}/REQ-448812/3`, { status: 200, bytes: pdfOf(`results of ${PATIENT}`) });
  }
  server.answers.set('/api/order/results/trends', { status: 200, json: TRENDS });
  const waiting: WaitingPasses = { items: orderIds.map((orderId) => ({ orderId, orderNumber: 100231, approvedDate: null })) };
  server.answers.set('/api/order/passes', { status: 200, json: waiting });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : null;
    server.requests.push({ method, url, body });
    if (server.offline) throw new TypeError('Failed to fetch');
    if (url === '/api/account/password/verify') {
      const sent: unknown = JSON.parse(body ?? '{}');
      const valid = typeof sent === 'object' && sent !== null && Reflect.get(sent, 'password') === options.password;
      return json(200, { valid });
    }
    const answer = server.answers.get(url) ?? { status: 404, json: { message: 'Not Found' } };
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    if ('bytes' in answer) return new Response(answer.bytes, { status: answer.status, headers: { 'Content-Type': 'application/pdf' } });
    return json(answer.status, answer.json);
  });
  return server;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The requests of a kind made since the server started (`GET /api/order/pass/...`). */
export const requestsTo = (server: TestServer, prefix: string): number => server.requests.filter((request) => request.url.startsWith(prefix)).length;

/** Ana's documents kept with the password 'correct horse', then signed out and the page reloaded (locked), with no network: where an unlock starts. */
export async function lockedDeviceOffline(): Promise<KeptTestDevice> {
  const device = keptTestDevice();
  const server = serveKeeping();
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'correct horse');
  await signOutNow();
  device.reload();
  server.offline = true;
  return device;
}
