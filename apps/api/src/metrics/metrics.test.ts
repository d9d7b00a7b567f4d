import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { confirmationRequest, createBuyer, createIntent } from '../checkout/checkout.test-fixtures';
import { jobsRepository } from '../jobs/jobs.repository';
import { buildTestApp } from '../testing/test-app';
import { mayReadMetrics } from './metrics-access';

// Issue 21: Prometheus metrics at /metrics (docs/operations.md Metrics).

const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', PARTNER_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true', JWT_SECRET: 'j'.repeat(40) };
const TOKEN = 'metrics-token-'.padEnd(40, 'x');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The value of a series in a text exposition, whatever the order of its labels; undefined when absent. */
function sampleOf(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of body.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  assert.equal(response.statusCode, 200, response.body);
  return response.body;
}

describe('metrics outside production, no token set', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The sandbox partner with no waits, so a paid order runs its whole course in one drain.
    app = await buildTestApp({ seed: false, environment: { PARTNER_SANDBOX_APPROVAL_SECONDS: '0', PARTNER_SANDBOX_RESULTS_SECONDS: '0' } });
    // A route that fails, to see a server error counted.
    app.get('/test-only/fails/:id', { schema: { hide: true } }, async () => {
      throw new Error('failing on purpose');
    });
  });
  afterAll(() => app.close());

  test('requests by route template (never the URL), status class and latency, and 5xx errors', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/state/list' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/product/ana-secret-slug' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/api/no-such-route/ana@example.com' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/test-only/fails/4242' })).statusCode, 500);

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.body;

    assert.equal(sampleOf(body, 'labstore_http_requests_total', { method: 'GET', route: '/api/state/list', status_class: '2xx' }), 1);
    assert.equal(sampleOf(body, 'labstore_http_requests_total', { method: 'GET', route: '/api/product/{slugOrId}', status_class: '4xx' }), 1);
    assert.equal(sampleOf(body, 'labstore_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' }), 1);
    assert.equal(sampleOf(body, 'labstore_http_requests_total', { method: 'GET', route: '/test-only/fails/{id}', status_class: '5xx' }), 1);
    assert.equal(sampleOf(body, 'labstore_http_errors_total', { route: '/test-only/fails/{id}', status: '500' }), 1);
    assert.equal(sampleOf(body, 'labstore_http_errors_total', { route: '/api/state/list' }), undefined, 'no error counted for a 200');
    assert.equal(sampleOf(body, 'labstore_http_request_duration_seconds_count', { method: 'GET', route: '/api/state/list' }), 1);
    assert.equal(sampleOf(body, 'labstore_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/state/list', le: '+Inf' }), 1);
    for (const raw of ['ana-secret-slug', 'ana@example.com', '4242']) assert.ok(!body.includes(raw), `${raw} is in no label`);

    // The process's own metrics, prefixed, and the job queue read at the scrape.
    assert.ok(sampleOf(body, 'labstore_process_cpu_user_seconds_total') !== undefined);
    assert.ok(sampleOf(body, 'labstore_nodejs_heap_size_used_bytes') !== undefined);
    for (const state of ['queued', 'scheduled', 'running', 'failed']) assert.equal(typeof sampleOf(body, 'labstore_jobs', { state }), 'number', state);
    // The /metrics request itself is counted once answered.
    assert.equal(sampleOf(await scrape(app), 'labstore_http_requests_total', { route: '/metrics', status_class: '2xx' }), 1);
  });

  test('the PostgreSQL pool is read at each scrape; the embedded database has no pool and no pool series', async () => {
    const body = await scrape(app);
    if (onPostgres) {
      assert.ok((sampleOf(body, 'labstore_db_pool_connections') ?? 0) >= 1, 'at least the connection the scrape used');
      assert.equal(typeof sampleOf(body, 'labstore_db_pool_idle_connections'), 'number');
      assert.equal(sampleOf(body, 'labstore_db_pool_waiting_clients'), 0);
    } else {
      assert.doesNotMatch(body, /labstore_db_pool_/);
    }
  });

  test('a failed job attempt and a job failed for good are counted, and the queue shows it failed', async () => {
    const kind = 'metrics-test.fails';
    app.jobs.register(kind, {
      async run() {
        throw new Error('failing on purpose');
      },
    });
    const before = await scrape(app);
    assert.equal(sampleOf(before, 'labstore_jobs_failed_total', { kind }), undefined);
    const failedBefore = sampleOf(before, 'labstore_jobs', { state: 'failed' }) ?? 0;

    await jobsRepository(app.db).enqueue({ kind, payload: {}, maxAttempts: 1 });
    await app.jobs.drain();

    const after = await scrape(app);
    assert.equal(sampleOf(after, 'labstore_job_attempts_failed_total', { kind }), 1);
    assert.equal(sampleOf(after, 'labstore_jobs_failed_total', { kind }), 1);
    assert.equal(sampleOf(after, 'labstore_jobs', { state: 'failed' }), failedBefore + 1);
  });

  test('payment and partner outcomes are counted where they are decided: a declined card, a payment that made its order, its course with the partner', async () => {
    const initial = await scrape(app);
    // Every outcome is there from zero.
    for (const outcome of ['succeeded', 'declined', 'refunded', 'voided']) assert.equal(sampleOf(initial, 'labstore_payments_total', { outcome }), 0, outcome);
    for (const outcome of ['submitted', 'approved', 'rejected', 'resulted']) assert.equal(sampleOf(initial, 'labstore_partner_orders_total', { outcome }), 0, outcome);

    // A test the sandbox laboratory knows by its name (partner/sandbox-analytes.ts).
    const buyer = await createBuyer(app, {}, { name: 'Ferritin' });
    await createIntent(app, buyer);
    const declined = await confirmationRequest(app, { orderId: buyer.orderId, paymentStatus: 2, paymentMethodId: 'pm_card_chargeDeclined' }, buyer.headers);
    assert.equal(declined.statusCode, 402);
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);
    // A repeated confirmation answers the same success and counts nothing more.
    assert.equal((await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers)).statusCode, 200);

    const body = await scrape(app);
    assert.equal(sampleOf(body, 'labstore_payments_total', { outcome: 'declined' }), 1);
    assert.equal(sampleOf(body, 'labstore_payments_total', { outcome: 'succeeded' }), 1);
    assert.equal(sampleOf(body, 'labstore_payments_total', { outcome: 'refunded' }), 0);

    await app.jobs.drain();
    const afterPartner = await scrape(app);
    for (const outcome of ['submitted', 'approved', 'resulted']) assert.equal(sampleOf(afterPartner, 'labstore_partner_orders_total', { outcome }), 1, outcome);
    assert.equal(sampleOf(afterPartner, 'labstore_partner_orders_total', { outcome: 'rejected' }), 0);
  });
});

describe('metrics in production', () => {
  let open: FastifyInstance;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    open = await buildTestApp({ seed: false, environment: PRODUCTION });
    guarded = await buildTestApp({ seed: false, environment: { ...PRODUCTION, METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  test('without METRICS_TOKEN, /metrics is not there (404), whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await open.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(response.statusCode, 404);
      assert.doesNotMatch(response.body, /labstore_/);
    }
  });

  test('with METRICS_TOKEN, only the right bearer token reads it; anything else is a 404', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await guarded.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(response.statusCode, 404, JSON.stringify(headers));
      assert.doesNotMatch(response.body, /labstore_/);
    }
    // Never in the URL: a token there is ignored.
    assert.equal((await guarded.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` })).statusCode, 404);
    const response = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(response.body, /labstore_http_requests_total/);
  });
});

test('who may read the metrics: the token when one is set, anyone outside production when none is', () => {
  const withToken = { token: TOKEN, isProduction: false };
  assert.equal(mayReadMetrics(undefined, { token: undefined, isProduction: false }), true);
  assert.equal(mayReadMetrics(undefined, { token: undefined, isProduction: true }), false);
  assert.equal(mayReadMetrics(`Bearer ${TOKEN}`, { token: undefined, isProduction: true }), false);
  assert.equal(mayReadMetrics(undefined, withToken), false, 'a token set is required outside production too');
  assert.equal(mayReadMetrics(`Bearer ${TOKEN}`, withToken), true);
  assert.equal(mayReadMetrics(`bearer ${TOKEN}`, withToken), true, 'the scheme is case-insensitive (RFC 9110)');
  assert.equal(mayReadMetrics(`Bearer ${TOKEN.slice(0, -1)}`, withToken), false);
  assert.equal(mayReadMetrics('Bearer ', withToken), false);
});
