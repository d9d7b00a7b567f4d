import { createTestDatabase, type TestDatabaseOptions } from '@labstore/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';

export interface TestAppOptions extends TestDatabaseOptions {
  environment?: Record<string, string>;
}

/** The real app on a database of its own (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...options.environment });
  const database = await createTestDatabase({ seed: options.seed ?? true });
  return buildApp({ config, database });
}
