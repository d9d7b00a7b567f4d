import { createTestDatabase, type TestDatabaseOptions } from '@labstore/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';

export interface TestAppOptions extends TestDatabaseOptions {
  environment?: Record<string, string>;
}

/** The real app on a database of its own (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // No load shedding: PGlite runs on the test's own event loop, so a slow migration or seed could
  // shed the next request; plugins/load-shedding.test.ts builds its own app with a threshold. Both
  // checks off, so no app leaves @fastify/under-pressure's event loop histogram running.
  // No request limit: a test sends many requests from one address; plugins/request-limit.test.ts sets one.
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    UNDER_PRESSURE_MAX_HEAP_USED_MB: '0',
    REQUEST_LIMIT_PER_MINUTE: '0',
    ...options.environment,
  });
  const database = await createTestDatabase({ seed: options.seed ?? true });
  return buildApp({ config, database });
}
