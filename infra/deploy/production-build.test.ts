import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { freePort } from '../lib/server-process';
import { READINESS_PATH, repositoryPath } from './deploy-files.test-support';

// Issue 21: the image runs `node apps/api/dist/server.js` (infra/Dockerfile),
// not tsx. Built once here, then run as the image runs it, with plain node on
// the embedded database: the migration command first, then a server that
// leaves migrating to it.
const READY_TIMEOUT_MS = 120_000;

/** The embedded database in its own folder, whatever the caller's environment names. */
const environmentOf = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  REDIS_URL: '',
  DATA_DIR: dataDir,
  ...extra,
});

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the production build', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'labstore-production-build-'));
    const built = spawnSync('npm', ['run', 'build', '-w', '@labstore/api'], { cwd: repositoryPath(''), encoding: 'utf8' });
    assert.equal(built.status, 0, `npm run build -w @labstore/api:\n${built.stdout}${built.stderr}`);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('node dist/migrate.js migrates and exits; node dist/server.js then serves the catalogue and stops cleanly', async (t) => {
    const migrate = spawnSync(process.execPath, [repositoryPath('apps/api/dist/migrate.js')], { env: environmentOf(dataDir), encoding: 'utf8', timeout: READY_TIMEOUT_MS });
    assert.equal(migrate.status, 0, `${migrate.stdout}${migrate.stderr}`);
    assert.match(migrate.stdout, /"msg":"database migrated"/);

    const port = await freePort();
    const server = spawn(process.execPath, [repositoryPath('apps/api/dist/server.js')], {
      env: environmentOf(dataDir, { PORT: String(port), MIGRATE_ON_START: 'false' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    t.onTestFinished(async () => {
      if (server.exitCode === null) server.kill('SIGKILL');
      await exitOf(server);
    });

    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let ready = false;
    while (!ready && Date.now() < deadline && server.exitCode === null) {
      ready = await fetch(`${url}${READINESS_PATH}`).then((response) => response.ok, () => false);
      if (!ready) await sleep(250);
    }
    assert.ok(ready, `not ready:\n${output}`);
    const categories = await fetch(`${url}/api/category/type/255`).then((response) => response.json() as Promise<{ count: number }>);
    assert.ok(categories.count >= 15, 'the catalogue the migration command seeded');
    assert.doesNotMatch(output, /database migrated/, 'the server left migrating to the command');

    server.kill('SIGTERM');
    assert.equal(await exitOf(server), 0, output);
  });
});
