import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed/seed';

export interface TestDatabaseOptions {
  seed?: boolean;
}

/**
 * A migrated database of its own for one test file: in-memory PGlite, or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a fresh database on it
 * that close() drops again.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl ? await createServerDatabase(serverUrl) : await connect({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  if (options.seed) await seedDatabase(handle.db);
  return handle;
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `labstore_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connect({ databaseUrl: url.toString(), dataDir: '', poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
