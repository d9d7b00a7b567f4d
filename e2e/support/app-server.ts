import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, type RunningServer } from '@labstore/infra/server-process';

const API_SCRIPT = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));

/** The built app as a user gets it: one server on a fresh embedded database, seeded on start. */
export async function startAppServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labstore-e2e-'));
  const server = await startServer(API_SCRIPT, await freePort(), { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test' }, '/ready');
  return {
    ...server,
    async stop() {
      const code = await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
