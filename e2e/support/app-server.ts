import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, type RunningServer } from '@labstore/infra/server-process';

const API_SCRIPT = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));

/**
 * The built app as a user gets it: one server on a fresh embedded database,
 * seeded on start. `environment` adds settings, e.g. SMTP_URL of a mail
 * catcher or shortened idle timers.
 */
export async function startAppServer(environment: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labstore-e2e-'));
  const port = await freePort();
  const server = await startServer(
    API_SCRIPT,
    port,
    // No load shedding: the embedded database runs on the server's own event loop, and journeys
    // (two at a time on a loaded runner) test behaviour, not load; plugins/load-shedding.test.ts tests shedding.
    // No request limit either: every journey's browser is one address (plugins/request-limit.test.ts tests it).
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', REQUEST_LIMIT_PER_MINUTE: '0', ...environment },
    '/ready',
  );
  return {
    ...server,
    async stop() {
      const code = await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
