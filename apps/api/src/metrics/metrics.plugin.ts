import type { PoolStats } from '@labstore/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { jobsRepository, type JobCounts } from '../jobs/jobs.repository';
import { PARTNER_OUTCOMES, PAYMENT_OUTCOMES, type CountOutcome, type PartnerOutcome, type PaymentOutcome } from '../lib/outcomes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 21: this app's Prometheus metrics (docs/operations.md Metrics). */
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  /** Handed to the checkout and the payment jobs, which decide a payment's outcome (lib/outcomes.ts). */
  countPayment: CountOutcome<PaymentOutcome>;
  /** Handed to the partner jobs, which decide an order's steps with the partner. */
  countPartner: CountOutcome<PartnerOutcome>;
  /** The text exposition of the process's metrics and this app's (GET /metrics). */
  exposition(): Promise<{ contentType: string; body: string }>;
}

const PREFIX = 'labstore_';
/** A request no route matched (an unknown address, a 404): one label, whatever the URL was. */
export const UNMATCHED_ROUTE = 'unmatched';
const JOB_STATES: ReadonlyArray<keyof JobCounts> = ['queued', 'scheduled', 'running', 'failed'];

// The process's metrics (CPU, memory, event loop, GC) describe the process,
// not an app: one registry for it, made once, whatever number of apps a
// process builds (the tests build many). collectDefaultMetrics starts an
// event-loop monitor and a GC observer that are never stopped, so a call per
// app would pile them up.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

/**
 * The route's template ('/api/product/{slugOrId}', the OpenAPI document's
 * and the access table's spelling), never the URL: no customer's id, e-mail
 * or search reaches a label, and the number of series stays bounded.
 */
export function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (!template) return UNMATCHED_ROUTE;
  return template.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

const statusClassOf = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/**
 * Issue 21: Prometheus metrics through prom-client, in a registry of this
 * app's own (never the library's global one: tests build many apps in one
 * process). Requests by route template, their latency, server errors, the
 * PostgreSQL pool and the job queue (both read at each scrape), failed jobs,
 * and the outcomes of payments and of orders with the partner. GET /metrics
 * (metrics.routes.ts) serves them.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    const registers = [registry];

    const requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route template and status class (2xx, 4xx, 5xx...).',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers,
    });
    const durations = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time from the request to the end of its answer, by method and route template.',
      labelNames: ['method', 'route'] as const,
      registers,
    });
    const errors = new Counter({
      name: `${PREFIX}http_errors_total`,
      help: 'HTTP answers with a server error (5xx), by route template and status.',
      labelNames: ['route', 'status'] as const,
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request);
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status_class: statusClassOf(status) });
      durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status >= 500) errors.inc({ route, status: String(status) });
    });

    // PostgreSQL only: the embedded database has no pool, and no gauge is made for it.
    const database = app.database;
    if (database.poolStats()) {
      const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({
          name: `${PREFIX}db_pool_${name}`,
          help,
          registers,
          collect() {
            const stats = database.poolStats();
            if (stats) this.set(read(stats));
          },
        });
      poolGauge('connections', 'Connections the PostgreSQL pool holds open, idle or in use.', (stats) => stats.total);
      poolGauge('idle_connections', 'Connections of the PostgreSQL pool waiting for a query.', (stats) => stats.idle);
      poolGauge('waiting_clients', 'Queries waiting for a connection of the PostgreSQL pool.', (stats) => stats.waiting);
    }

    const log = app.log.child({ component: 'metrics' });
    new Gauge({
      name: `${PREFIX}jobs`,
      help: 'Jobs in the queue by state: queued (due now), scheduled (due later), running, failed (for good, kept 14 days).',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        try {
          const counts = await jobsRepository(app.db).countByState();
          for (const state of JOB_STATES) this.set({ state }, counts[state]);
        } catch (error) {
          // A scrape still answers with everything else; the gap in this series shows the database did not.
          this.reset();
          log.warn({ error: error instanceof Error ? error.name : typeof error }, 'could not count the job queue for /metrics');
        }
      },
    });

    const failedAttempts = new Counter({
      name: `${PREFIX}job_attempts_failed_total`,
      help: 'Job attempts that failed (retried or not), by job kind.',
      labelNames: ['kind'] as const,
      registers,
    });
    const failedJobs = new Counter({
      name: `${PREFIX}jobs_failed_total`,
      help: 'Jobs that failed for good (no attempt left), by job kind.',
      labelNames: ['kind'] as const,
      registers,
    });
    app.jobs.onFailure(({ kind, gaveUp }) => {
      failedAttempts.inc({ kind });
      if (gaveUp) failedJobs.inc({ kind });
    });

    const payments = new Counter({
      name: `${PREFIX}payments_total`,
      help: `Payment outcomes: ${PAYMENT_OUTCOMES.join(', ')}.`,
      labelNames: ['outcome'] as const,
      registers,
    });
    const partnerOrders = new Counter({
      name: `${PREFIX}partner_orders_total`,
      help: `Outcomes of orders with the partner: ${PARTNER_OUTCOMES.join(', ')}.`,
      labelNames: ['outcome'] as const,
      registers,
    });
    // Every outcome from zero, so a rate over it exists before the first one happens.
    for (const outcome of PAYMENT_OUTCOMES) payments.inc({ outcome }, 0);
    for (const outcome of PARTNER_OUTCOMES) partnerOrders.inc({ outcome }, 0);

    app.decorate('metrics', {
      countPayment: (outcome) => payments.inc({ outcome }),
      countPartner: (outcome) => partnerOrders.inc({ outcome }),
      async exposition() {
        const merged = Registry.merge([processMetrics(), registry]);
        return { contentType: merged.contentType, body: await merged.metrics() };
      },
    } satisfies AppMetrics);
  },
  { name: 'metrics', dependencies: ['database', 'jobs'] },
);
