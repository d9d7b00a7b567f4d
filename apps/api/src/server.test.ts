import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { freePort, startServer } from '@labstore/infra/server-process';
import { createTestDatabase } from '@labstore/db/testing';
import type { DatabaseHandle } from '@labstore/db';

const SERVER_SCRIPT = fileURLToPath(new URL('./server.ts', import.meta.url));

// The process a user starts with `npm start`: migrate, seed, create the admin
// once, serve, and stop cleanly on SIGTERM. On PostgreSQL when
// TEST_DATABASE_URL is set (a fresh database), else on embedded PGlite.
describe('server process', () => {
  let dataDir: string;
  let serverDatabase: DatabaseHandle | undefined;
  const environment: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '' };

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'labstore-server-'));
    environment.DATA_DIR = dataDir;
    if (process.env.TEST_DATABASE_URL) {
      serverDatabase = await createTestDatabase();
      environment.DATABASE_URL = serverDatabase.databaseUrl ?? '';
    }
  });
  after(async () => {
    await serverDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the first start seeds, prints the admin password once, and stops cleanly', async () => {
    const port = await freePort();
    const first = await startServer(SERVER_SCRIPT, port, environment, '/ready');
    const categories = await fetch(`${first.url}/api/category/type/255`).then((response) => response.json() as Promise<{ count: number }>);
    assert.ok(categories.count >= 15);
    assert.match(first.output(), /Administrator account created\n\s+e-mail:\s+admin@labstore\.local\n\s+password:\s+\S{20,}/);
    assert.equal(await first.stop(), 0, 'exit code after SIGTERM');

    const second = await startServer(SERVER_SCRIPT, port, environment, '/ready');
    assert.doesNotMatch(second.output(), /Administrator account created/);
    const again = await fetch(`${second.url}/api/category/type/255`).then((response) => response.json() as Promise<{ count: number }>);
    assert.equal(again.count, categories.count, 'the restart keeps the data and seeds nothing twice');
    assert.equal(await second.stop(), 0);
  });
});
