import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { connect, type DatabaseHandle } from './connect';
import { createTestDatabase } from './testing';

// What a database restart or failover does to a running instance: its idle
// connections are killed. The pool must report it and carry on, not crash.
// PostgreSQL only: runs in the TEST_DATABASE_URL pass.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL pool whose idle connection is killed', () => {
  let database: DatabaseHandle;
  let pooled: DatabaseHandle;
  const reported: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    pooled = await connect({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 1, onConnectionError: (error) => reported.push(error) });
  });
  afterAll(async () => {
    await pooled.close();
    await database.close();
  });

  test('reports the error and answers the next query on a new connection', async () => {
    const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(pooled.db);
    const pid = first.rows[0]?.pid;
    const killer = new pg.Client({ connectionString: database.databaseUrl });
    await killer.connect();
    await killer.query('select pg_terminate_backend($1)', [pid]);
    await killer.end();
    for (let attempt = 0; attempt < 40 && reported.length === 0; attempt++) await sleep(50);
    assert.equal(reported.length, 1, 'the killed idle connection was reported');
    const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(pooled.db);
    assert.notEqual(next.rows[0]?.pid, pid);
  });
});

// Whichever database runs: a transaction sees only its own statements, and
// its rollback undoes only them, however requests interleave.
describe('concurrent transactions and statements', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table interleaving (label text not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  test("a statement made while another request's transaction is open survives that transaction's rollback", async () => {
    let insideOpened!: () => void;
    const opened = new Promise<void>((resolve) => {
      insideOpened = resolve;
    });
    const rolledBack = database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into interleaving (label) values ('inside')`.execute(trx);
        insideOpened();
        await sleep(50);
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await opened;
    await sql`insert into interleaving (label) values ('outside')`.execute(database.db);
    assert.equal(((await rolledBack) as Error).message, 'roll back');
    const rows = await sql<{ label: string }>`select label from interleaving order by label`.execute(database.db);
    assert.deepEqual(rows.rows.map((row) => row.label), ['outside']);
  });
});
