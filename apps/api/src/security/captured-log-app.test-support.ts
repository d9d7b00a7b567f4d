import { createTestDatabase } from '@labstore/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';

export interface CapturedLogApp {
  app: FastifyInstance;
  /** Every line the app's logger wrote so far, as written. */
  logText(): string;
}

/**
 * Test support: the real app on a test database, logging at debug into
 * memory with the serializers app.ts configures, so a test can read what
 * production would write.
 */
export async function buildCapturedLogApp(environment: Record<string, string> = {}): Promise<CapturedLogApp> {
  const lines: string[] = [];
  // As testing/test-app.ts: no load shedding (the embedded database shares the test's event loop) and no request limit (one address).
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', REQUEST_LIMIT_PER_MINUTE: '0', ...environment });
  const database = await createTestDatabase({ seed: false });
  const app = await buildApp({ config, database, logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
  return { app, logText: () => lines.join('') };
}
