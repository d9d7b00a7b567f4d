import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { httpPartner, PartnerUnavailable } from './http-partner';
import { PartnerRefusal, type PartnerOrderRequest } from './partner-service';

// The HTTP adapter against a local double of the partner's API
// (docs/decisions.md "The partner's HTTP API"): the bearer key, the
// idempotency key, the states as agreed, 4xx refused, 5xx and timeouts
// retryable.

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

type Route = (request: Seen, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const ORDER: PartnerOrderRequest = {
  orderId: '0b6c1f3e-2d55-4a3f-9d6e-4c1f8b2a7e10',
  orderNumber: 1042,
  patient: { firstName: 'Jane', lastName: 'Doe', birthDate: '1990-05-07', gender: 2, email: 'jane@example.com', phone: '3175550100', address: null },
  tests: [{ code: 'LIPID', name: 'Lipid Panel' }],
};

const PHYSICIAN = { name: 'Dr. Helen Marsh, MD', npi: '1234567893' };

describe('the partner HTTP adapter', () => {
  let server: Server;
  let baseUrl: string;
  let route: Route;
  const seen: Seen[] = [];
  const submitted = new Map<string, string>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const entry = { method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, idempotencyKey: request.headers['idempotency-key'] as string | undefined, body };
        seen.push(entry);
        route(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const partner = (timeoutMs?: number) => httpPartner({ baseUrl, apiKey: 'secret-key', ...(timeoutMs ? { timeoutMs } : {}) });

  test('submit posts the order with the bearer key and the order id as idempotency key; the double answers the same id twice', async () => {
    route = (request, response) => {
      const key = request.idempotencyKey ?? '';
      if (!submitted.has(key)) submitted.set(key, `P-${submitted.size + 1}`);
      json(response, 201, { partnerOrderId: submitted.get(key) });
    };
    const first = await partner().submitOrder(ORDER);
    const second = await partner().submitOrder(ORDER);
    assert.deepEqual(first, { partnerOrderId: 'P-1' });
    assert.deepEqual(second, first);
    assert.equal(seen.length, 2);
    for (const request of seen) {
      assert.deepEqual(
        { method: request.method, url: request.url, authorization: request.authorization, idempotencyKey: request.idempotencyKey },
        { method: 'POST', url: '/api/v1/orders', authorization: 'Bearer secret-key', idempotencyKey: ORDER.orderId },
      );
      assert.deepEqual(request.body, ORDER);
    }
  });

  test('each state of an order is read as agreed, dates as dates', async () => {
    const states = new Map<string, unknown>([
      ['pending', { status: 'pending', expectedAt: '2026-11-27T13:00:00.000Z' }],
      ['approved', { status: 'approved', requisitionId: 'R1', physician: PHYSICIAN, approvedAt: '2026-11-27T13:00:00Z', labAccount: 'L1', approvedTestCodes: ['LIPID'], expectedAt: null }],
      ['rejected', { status: 'rejected', reason: 'Not for this patient.', physician: null, decidedAt: '2026-11-27T13:00:00Z' }],
      [
        'results',
        {
          status: 'results',
          requisitionId: 'R1',
          physician: PHYSICIAN,
          approvedAt: '2026-11-27T13:00:00Z',
          labAccount: 'L1',
          approvedTestCodes: ['LIPID'],
          results: {
            collectedAt: '2026-11-28T15:00:00Z',
            reportedAt: '2026-11-29T13:00:00Z',
            observations: [
              { testCode: 'LIPID', testName: 'Lipid Panel', loinc: '2093-3', analyte: 'Cholesterol', value: 182, valueText: null, unit: 'mg/dL', rangeLow: null, rangeHigh: 200, rangeText: '<200', flag: 'normal' },
            ],
          },
        },
      ],
      ['canceled', { status: 'canceled' }],
    ]);
    route = (request, response) => json(response, 200, states.get(decodeURIComponent(request.url.split('/').pop() ?? '')));
    assert.deepEqual(await partner().orderState('pending'), { status: 'pending', expectedAt: new Date('2026-11-27T13:00:00Z') });
    const approved = await partner().orderState('approved');
    assert.equal(approved.status === 'approved' && approved.approvedAt.toISOString(), '2026-11-27T13:00:00.000Z');
    assert.deepEqual(await partner().orderState('rejected'), { status: 'rejected', reason: 'Not for this patient.', physician: null, decidedAt: new Date('2026-11-27T13:00:00Z') });
    const results = await partner().orderState('results');
    assert.equal(results.status === 'results' && results.results.observations[0]?.value, 182);
    assert.equal(results.status === 'results' && results.results.reportedAt.toISOString(), '2026-11-29T13:00:00.000Z');
    assert.deepEqual(await partner().orderState('canceled'), { status: 'canceled' });
    assert.equal(seen[0]?.url, '/api/v1/orders/pending');
    assert.equal(seen[0]?.method, 'GET');
  });

  test('an answer that is not what was agreed is retryable, not trusted', async () => {
    route = (_request, response) => json(response, 200, { status: 'approved', requisitionId: 'R1' });
    await assert.rejects(partner().orderState('P-1'), PartnerUnavailable);
  });

  test('a 4xx is a refusal (not retried), without the partner text; 408, 429 and 5xx are retryable', async () => {
    route = (_request, response) => json(response, 422, { error: 'Jane Doe has no address' });
    await assert.rejects(partner().submitOrder(ORDER), (error: unknown) => {
      assert.ok(error instanceof PartnerRefusal);
      assert.equal(error.message, 'The partner answered 422 to POST /orders.');
      return true;
    });
    for (const status of [408, 429, 500, 503]) {
      route = (_request, response) => json(response, status, {});
      await assert.rejects(partner().orderState('P-1'), PartnerUnavailable, String(status));
    }
  });

  test('a partner that does not answer in time is retryable; so is one that cannot be reached', async () => {
    route = () => {
      // Never answers.
    };
    await assert.rejects(partner(100).orderState('P-1'), (error: unknown) => {
      assert.ok(error instanceof PartnerUnavailable);
      assert.match(error.message, /did not answer GET \/orders\/P-1 within 100 ms/);
      return true;
    });
    const unreachable = httpPartner({ baseUrl: 'http://127.0.0.1:9/', apiKey: 'k' });
    await assert.rejects(unreachable.approvedTestCodes(), PartnerUnavailable);
  });

  test('cancel, tests, approved codes, centers, unsolicited reports', async () => {
    route = (request, response) => {
      if (request.url === '/api/v1/orders/P-1/cancel') return void response.writeHead(204).end();
      if (request.url === '/api/v1/tests') return json(response, 200, { tests: [{ name: 'PSA', code: 'PSA', sameDay: false, requiredGender: 1, disclaimersRequired: false, customerPhysicianRequired: false, fastingRequired: true }] });
      if (request.url === '/api/v1/tests/approved') return json(response, 200, { codes: ['PSA'] });
      if (request.url === '/api/v1/centers?zip=46204') return json(response, 200, { centers: [] });
      if (request.url === '/api/v1/reports/unsolicited') return json(response, 200, { reports: [{ clinicalReport: 'C1', patientName: 'Jane Doe', reportedAt: '2026-11-29T13:00:00Z' }] });
      if (request.url === '/api/v1/reports/unsolicited/C1') return json(response, 200, { collectedAt: '2026-11-28T15:00:00Z', reportedAt: '2026-11-29T13:00:00Z', observations: [], physician: PHYSICIAN });
      json(response, 404, {});
    };
    await partner().cancelOrder('P-1');
    assert.equal(seen[0]?.method, 'POST');
    assert.equal((await partner().tests())[0]?.fastingRequired, true);
    assert.deepEqual(await partner().approvedTestCodes(), ['PSA']);
    assert.deepEqual(await partner().centersNear('46204'), []);
    assert.deepEqual(await partner().unsolicitedReports(), [{ clinicalReport: 'C1', patientName: 'Jane Doe', reportedAt: new Date('2026-11-29T13:00:00Z') }]);
    assert.deepEqual((await partner().unsolicitedResults('C1')).physician, PHYSICIAN);
    await assert.rejects(partner().unsolicitedResults('C2'), PartnerRefusal);
  });
});
