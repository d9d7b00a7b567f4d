import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connect';
import { createTestDatabase } from './testing';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table counted_rows (n int not null)`.execute(database.db);
  await sql`insert into counted_rows (n) values (1), (2), (3)`.execute(database.db);
});
afterAll(() => database.close());

// The job queue tells a finished job from one whose lock was lost by the rows
// its update changed: on the embedded database as on PostgreSQL.
test('an update and a delete report the rows they changed, in a transaction too', async () => {
  const db = database.db.withTables<{ counted_rows: { n: number } }>();
  const updated = await db.updateTable('counted_rows').set({ n: 10 }).where('n', '>', 1).executeTakeFirstOrThrow();
  assert.equal(updated.numUpdatedRows, 2n);
  const untouched = await db.updateTable('counted_rows').set({ n: 0 }).where('n', '=', 99).executeTakeFirstOrThrow();
  assert.equal(untouched.numUpdatedRows, 0n);
  const deleted = await db.transaction().execute((transaction) => transaction.deleteFrom('counted_rows').where('n', '=', 10).executeTakeFirstOrThrow());
  assert.equal(deleted.numDeletedRows, 2n);
});
