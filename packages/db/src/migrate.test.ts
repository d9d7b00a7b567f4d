import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { sql } from 'kysely';
import { connect, type DatabaseHandle } from './connect';
import { migrateToLatest, pendingMigrations } from './migrate';
import { createTestDatabase } from './testing';

// Issue 21: what a rolling deploy asks of the migrations (docs/operations.md,
// Migrations in a rolling deploy).
describe('pending migrations and a schema newer than the build', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  test('a new database has every migration pending, and reading that creates nothing', async () => {
    const empty = await connect({ dataDir: 'memory://' });
    try {
      const pending = await pendingMigrations(empty.db);
      assert.equal(pending[0], '2026-11-21T1900-extensions-and-accounts');
      const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(empty.db);
      assert.deepEqual(tables.rows, []);
    } finally {
      await empty.close();
    }
  });

  test('a migrated database has none; one whose record lacks a migration names it', async () => {
    assert.deepEqual(await pendingMigrations(database.db), []);
    const [last] = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db).then((result) => result.rows);
    assert.ok(last);
    await sql`delete from kysely_migration where name = ${last.name}`.execute(database.db);
    try {
      assert.deepEqual(await pendingMigrations(database.db), [last.name]);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${new Date().toISOString()})`.execute(database.db);
    }
  });

  test('an older release starting on a schema a newer one migrated finds nothing to do instead of refusing to start', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('2999-01-01T0000-from-a-newer-release', ${new Date().toISOString()})`.execute(database.db);
    assert.deepEqual(await migrateToLatest(database.db), []);
  });
});
