import { pendingMigrations } from '@labstore/db';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { servedUnderPressure, UNDER_PRESSURE_RETRY_AFTER_SECONDS } from '../plugins/load-shedding';

const statusSchema = z.object({ status: z.string() });
// Redis holds only the limits' counts, which fail open without it: an instance
// that lost Redis still serves every route, so it stays ready and says so.
const readySchema = statusSchema.extend({ redis: z.literal('unavailable').optional() });

// Issue 21: /ready answers within about two seconds whatever a dependency
// does, so a probe never hangs on a database that stopped answering.
const DATABASE_CHECK_MS = 1500;
const REDIS_CHECK_MS = 1000;

class CheckTimedOut extends Error {}

/** `check`, failing after `ms` if it has not settled; the timer is cleared either way. */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions {
  /**
   * The instance did not migrate on start (MIGRATE_ON_START=false): /ready
   * also waits until the database holds every migration this build knows.
   */
  awaitMigrations?: boolean;
}

/**
 * /health says the process is up (liveness: never shed, never asks a
 * dependency). /ready says it can serve: the database answers (holding
 * every migration this build knows, when awaitMigrations); 503 naming what
 * is down, or that the instance is shedding load. Redis, when REDIS_URL is
 * set, is reported but does not make it unready: the limits fail open
 * without it (docs/operations.md Health, Request limits).
 */
const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  // Migrations only ever add to the schema, so once it is current it stays so: no more asking.
  let schemaCurrent = options.awaitMigrations !== true;
  const databaseCheck = async (): Promise<string[]> => {
    if (!schemaCurrent) return pendingMigrations(app.db);
    await sql`select 1`.execute(app.db);
    return [];
  };

  app.get('/health', { schema: { hide: true, response: { 200: statusSchema } }, config: { pressureHandler: servedUnderPressure } }, async () => ({ status: 'ok' }));

  app.get(
    '/ready',
    {
      schema: { hide: true, response: { 200: readySchema, 503: statusSchema } },
      config: {
        // A shedding instance is not ready: the balancer may send its traffic elsewhere meanwhile.
        pressureHandler: (_request, reply) => {
          void reply.code(503).header('Retry-After', String(UNDER_PRESSURE_RETRY_AFTER_SECONDS));
          return { status: 'under pressure' };
        },
      },
    },
    async (request, reply) => {
      const redis = app.hasDecorator('redis') ? app.redis : null;
      const [database, store] = await Promise.allSettled([
        within(DATABASE_CHECK_MS, databaseCheck),
        redis ? within(REDIS_CHECK_MS, () => redis.ping()) : Promise.resolve(),
      ]);
      if (database.status === 'rejected') {
        request.log.warn({ err: database.reason }, 'readiness check failed: database');
        return reply.code(503).send({ status: 'database unavailable' });
      }
      if (database.value.length > 0) {
        request.log.warn({ pending: database.value }, 'not ready: the database lacks migrations this build needs');
        return reply.code(503).send({ status: 'database schema behind' });
      }
      schemaCurrent = true;
      if (store.status === 'rejected') {
        request.log.warn({ err: store.reason }, 'readiness: redis unavailable, limits not enforced');
        return { status: 'ready', redis: 'unavailable' as const };
      }
      return { status: 'ready' };
    },
  );
};

export default healthRoutes;
