import { connect, type DatabaseHandle } from './connect';
import { pgliteSnapshot, type TestDatabaseContents } from './test-database-snapshot';
import { cloneServerTemplate, databaseUrl, serverTemplate, withServerClient } from './test-database-template';

export interface TestDatabaseOptions {
  seed?: boolean;
}

const contentsOf = (options: TestDatabaseOptions): TestDatabaseContents => (options.seed ? 'seeded' : 'unseeded');

/**
 * A migrated database of its own for one test file: in-memory PGlite, or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a fresh database on it
 * that close() drops again. Migrating and seeding take seconds, so both are
 * done once (a PGlite data folder snapshot, a server template database) and
 * each call copies the result.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const contents = contentsOf(options);
  if (!serverUrl) return connect({ dataDir: 'memory://', loadDataDir: await pgliteSnapshot(contents) });

  const name = await cloneServerTemplate(serverUrl, contents);
  const handle = await connect({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '', poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withServerClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Builds what createTestDatabase copies, so that `npm test` pays for it once
 * before its parallel test processes start instead of each racing to build it.
 */
export async function prepareTestDatabases(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  for (const contents of ['unseeded', 'seeded'] as const) {
    if (serverUrl) await serverTemplate(serverUrl, contents);
    else await pgliteSnapshot(contents);
  }
}
