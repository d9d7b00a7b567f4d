import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { connect, LISTEN_APPLICATION_NAME, reconnectDelayMs, type DatabaseHandle } from './connect';
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

// Under load a restart finds connections checked out, in the middle of a
// transaction: their error must fail the transaction, not end the process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection killed while a transaction holds it', () => {
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

  test('fails the transaction, reports the error and answers the next query on a new connection', async () => {
    let pid: number | undefined;
    const transaction = pooled.db.transaction().execute(async (trx) => {
      pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid;
      // Between statements, as a request's transaction is while it works out what to write.
      for (let attempt = 0; attempt < 40 && reported.length === 0; attempt++) await sleep(50);
      await sql`select 1`.execute(trx);
    });
    for (let attempt = 0; attempt < 40 && pid === undefined; attempt++) await sleep(25);
    const killer = new pg.Client({ connectionString: database.databaseUrl });
    await killer.connect();
    await killer.query('select pg_terminate_backend($1)', [pid]);
    await killer.end();
    await assert.rejects(transaction);
    assert.ok(reported.length >= 1, 'the lost connection was reported');
    const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(pooled.db);
    assert.notEqual(next.rows[0]?.pid, pid);
  });
});

test('reconnect waits grow from half a second to ten, each drawn from the upper half of its step', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map((failures) => reconnectDelayMs(failures, () => 1)), [500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.deepEqual([0, 1, 5].map((failures) => reconnectDelayMs(failures, () => 0)), [250, 500, 5000]);
});

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `timed out waiting until ${what}`);
    await sleep(25);
  }
}

// Issue 21: a PostgreSQL restart used to leave LISTEN dead until the instance
// restarted, so other instances' cache invalidations and job wake-ups were lost.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a LISTEN whose connection is killed', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;

  const listenerPids = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTEN_APPLICATION_NAME])
    ).rows.map((row) => row.pid);
  const killListeners = async () => {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTEN_APPLICATION_NAME]);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  test('listens again, says so once, and hears what is notified after', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const reported: Error[] = [];
    const handle = await connect({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 1, onConnectionError: (error) => reported.push(error) });
    const unsubscribe = await handle.listen('reconnecting', (payload) => heard.push(payload), { onReconnect: () => (reconnects += 1) });
    try {
      await admin.query(`notify reconnecting, 'before'`);
      await eventually(() => heard.includes('before'), 'the first notification arrives');
      const [killed] = await listenerPids();
      await killListeners();
      await eventually(() => reconnects > 0, 'the listener reconnects');
      const [pid] = await listenerPids();
      assert.ok(pid !== undefined && pid !== killed, 'a new backend listens');
      assert.ok(reported.length >= 1, 'the lost connection was reported');
      await admin.query(`notify reconnecting, 'after'`);
      await eventually(() => heard.includes('after'), 'the notification after the reconnect arrives');
      await sleep(100);
      assert.equal(reconnects, 1);
    } finally {
      await unsubscribe();
      await handle.close();
    }
  });

  test('after unsubscribing nothing reconnects, even with a reconnect pending', async () => {
    let reconnects = 0;
    const handle = await connect({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 1, onConnectionError: () => undefined });
    const unsubscribe = await handle.listen('stopping', () => undefined, { onReconnect: () => (reconnects += 1) });
    await killListeners();
    await eventually(async () => (await listenerPids()).length === 0, 'the listener is gone');
    await unsubscribe();
    await sleep(800);
    assert.equal(reconnects, 0);
    assert.deepEqual(await listenerPids(), []);
    await handle.close();
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
