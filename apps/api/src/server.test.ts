import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, test } from 'vitest';
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

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'labstore-server-'));
    environment.DATA_DIR = dataDir;
    if (process.env.TEST_DATABASE_URL) {
      serverDatabase = await createTestDatabase();
      environment.DATABASE_URL = serverDatabase.databaseUrl ?? '';
    }
  });
  afterAll(async () => {
    await serverDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the first start seeds, hands the admin password to an owner-only file (no terminal here), and stops cleanly', async (t) => {
    const port = await freePort();
    const first = await startServer(SERVER_SCRIPT, port, environment, '/ready');
    // A failed check must not leave the server running (the test would never end).
    t.onTestFinished(async () => { await first.stop(); });
    const categories = await fetch(`${first.url}/api/category/type/255`).then((response) => response.json() as Promise<{ count: number }>);
    assert.ok(categories.count >= 15);
    // stdout is a pipe, as in a container: the log there names the file and holds no password.
    const passwordFile = join(dataDir, 'admin-password.txt');
    assert.doesNotMatch(first.output(), /password:/);
    assert.ok(first.output().includes(JSON.stringify(passwordFile)), first.output());
    assert.equal(statSync(passwordFile).mode & 0o777, 0o600);
    const password = /password:\s+(\S{20,})/.exec(readFileSync(passwordFile, 'utf8'))?.[1] ?? '';
    assert.equal(first.output().includes(password), false);
    const signedIn = await fetch(`${first.url}/Token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'password', userName: 'admin@labstore.local', password }) });
    assert.equal(signedIn.status, 200, 'the password in the file signs the administrator in');
    assert.equal(await first.stop(), 0, 'exit code after SIGTERM');

    const second = await startServer(SERVER_SCRIPT, port, environment, '/ready');
    assert.doesNotMatch(second.output(), /administrator account created/i);
    const again = await fetch(`${second.url}/api/category/type/255`).then((response) => response.json() as Promise<{ count: number }>);
    assert.equal(again.count, categories.count, 'the restart keeps the data and seeds nothing twice');
    assert.equal(await second.stop(), 0);
  });
});
