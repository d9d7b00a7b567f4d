import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { connect, type DatabaseHandle } from './connect';
import { createTestDatabase } from './testing';

// What a database restart or failover does to a running instance: its idle
// connections are killed. The pool must report it and carry on, not crash.
describe('a PostgreSQL pool whose idle connection is killed', { skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  let database: DatabaseHandle;
  let pooled: DatabaseHandle;
  const reported: Error[] = [];

  before(async () => {
    database = await createTestDatabase();
    pooled = await connect({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 1, onConnectionError: (error) => reported.push(error) });
  });
  after(async () => {
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
