import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { connect, type DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { sql } from 'kysely';
import { createJobWorker, exponentialBackoff, type JobFailure, type JobLog, type JobWorkerOptions } from './job-worker';
import { jobsRepository } from './jobs.repository';

interface CapturedLog extends JobLog {
  lines: { level: string; details: object; message: string }[];
}

function capturedLog(): CapturedLog {
  const lines: CapturedLog['lines'] = [];
  const write = (level: string) => (details: object, message: string) => void lines.push({ level, details, message });
  return { lines, info: write('info'), warn: write('warn'), error: write('error') };
}

// A second instance on the same database: its own pool on PostgreSQL; on the
// embedded database, which serves one process, the same client.
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.databaseUrl) return connect({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 3 });
  return { ...database, close: async () => {} };
}

/** Resolves when `check` holds, polling briefly (a NOTIFY arrives asynchronously). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (check()) return;
    await sleep(25);
  }
  assert.fail(`${what} did not happen within 2.5 s`);
}

describe('job worker', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });

  const workerOn = (handle: DatabaseHandle, options: Partial<JobWorkerOptions> = {}) =>
    createJobWorker({ db: handle.db, listen: handle.listen, log: capturedLog(), ...options });
  const enqueue = (kind: string, payload: Record<string, unknown> = {}, maxAttempts = 3) => jobsRepository(database.db).enqueue({ kind, payload, maxAttempts });
  const jobRow = (id: string) => database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Time passes: the job's next attempt is due now. */
  const makeDue = (id: string) => database.db.updateTable('jobs').set({ run_at: sql`now()` }).where('id', '=', id).execute();
  const secondsFromNow = async (date: Date) => {
    const { rows } = await sql<{ seconds: number }>`select extract(epoch from (${date}::timestamptz - now()))::float8 as seconds`.execute(database.db);
    return rows[0]?.seconds ?? Number.NaN;
  };

  test('a reconnected LISTEN makes the worker look for due jobs at once: their wake-ups were missed (issue 21)', async () => {
    let reconnected: (() => void) | undefined;
    // A LISTEN that hears nothing, as one whose connection is down.
    const deaf: DatabaseHandle['listen'] = async (_channel, _callback, listenOptions) => {
      reconnected = listenOptions?.onReconnect;
      return async () => {};
    };
    const ran: unknown[] = [];
    const worker = workerOn(database, { listen: deaf, pollIntervalMs: 60_000 });
    worker.register('test.missed', { run: async (payload) => void ran.push(payload) });
    await worker.start();
    try {
      await enqueue('test.missed', { n: 1 });
      await sleep(100);
      assert.deepEqual(ran, [], 'nothing woke the worker');
      assert.ok(reconnected, 'the worker asked to hear of a reconnect');
      reconnected();
      await eventually(() => ran.length === 1, 'the missed job ran');
    } finally {
      await worker.stop();
    }
  });

  test('a job enqueued in a transaction that rolls back does not exist and never runs', async () => {
    const ran: unknown[] = [];
    const worker = workerOn(database);
    worker.register('test.rollback', { run: async (payload) => void ran.push(payload) });
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await jobsRepository(trx).enqueue({ kind: 'test.rollback', payload: { n: 1 }, maxAttempts: 1 });
        throw new Error('the action failed');
      }),
      /the action failed/,
    );
    await worker.drain();
    assert.deepEqual(ran, []);
    assert.equal((await database.db.selectFrom('jobs').select('id').execute()).length, 0);
  });

  test('two workers on one database run each of many jobs exactly once, and both take some', async () => {
    const other = await secondHandle(database);
    const runs = new Map<number, string[]>();
    const first = workerOn(database);
    const second = workerOn(other);
    for (const worker of [first, second]) {
      worker.register('test.compete', {
        async run(payload) {
          const n = (payload as { n: number }).n;
          runs.set(n, [...(runs.get(n) ?? []), worker.id]);
          // Long enough that the other worker claims while this one works.
          await sleep(5);
        },
      });
    }
    try {
      const ids = [];
      for (let n = 0; n < 30; n++) ids.push(await enqueue('test.compete', { n }));
      await Promise.all([first.start(), second.start()]);
      await Promise.all([first.drain(), second.drain()]);
      assert.equal(runs.size, 30);
      for (const [n, workers] of runs) assert.equal(workers.length, 1, `job ${n} ran ${workers.length} times`);
      const takers = new Set([...runs.values()].flat());
      assert.deepEqual(takers, new Set([first.id, second.id]));
      const rows = await database.db.selectFrom('jobs').select(['attempts', 'done_at']).where('id', 'in', ids).execute();
      assert.ok(rows.every((row) => row.attempts === 1 && row.done_at instanceof Date));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await other.close();
    }
  });

  test('a failing job is retried with exponential backoff, then fails for good; the log has no payload', async () => {
    const failures: JobFailure[] = [];
    const log = capturedLog();
    const worker = workerOn(database, { log });
    worker.register('test.fail', {
      run: async () => {
        throw Object.assign(new Error('550 <ana@example.com> mailbox unavailable'), { code: 'EENVELOPE', responseCode: 550 });
      },
      failed: async (_payload, failure) => void failures.push(failure),
    });
    const id = await enqueue('test.fail', { secret: 'ana@example.com' }, 3);

    await worker.drain();
    let row = await jobRow(id);
    assert.equal(row.attempts, 1);
    assert.equal(row.failed_at, null);
    assert.match(row.last_error ?? '', /mailbox unavailable/);
    const firstDelay = await secondsFromNow(row.run_at);
    assert.ok(firstDelay > 25 && firstDelay <= 30, `first retry in ${firstDelay} s, expected 30 s`);
    assert.equal(failures[0]?.attempt, 1);
    assert.ok(failures[0]?.retryAt instanceof Date);

    await worker.drain();
    assert.equal((await jobRow(id)).attempts, 1, 'not due yet: not run again');

    await makeDue(id);
    await worker.drain();
    row = await jobRow(id);
    assert.equal(row.attempts, 2);
    const secondDelay = await secondsFromNow(row.run_at);
    assert.ok(secondDelay > 55 && secondDelay <= 60, `second retry in ${secondDelay} s, expected 60 s`);

    await makeDue(id);
    await worker.drain();
    row = await jobRow(id);
    assert.equal(row.attempts, 3);
    assert.ok(row.failed_at instanceof Date);
    assert.deepEqual(
      failures.map((failure) => [failure.attempt, failure.retryAt !== undefined]),
      [
        [1, true],
        [2, true],
        [3, false],
      ],
    );
    await makeDue(id);
    await worker.drain();
    assert.equal((await jobRow(id)).attempts, 3, 'a failed job is not run again');

    assert.deepEqual(
      log.lines.map((line) => [line.level, line.message]),
      [
        ['warn', 'job attempt failed; retrying'],
        ['warn', 'job attempt failed; retrying'],
        ['error', 'job failed; no attempts left'],
      ],
    );
    const logged = JSON.stringify(log.lines);
    assert.ok(!logged.includes('ana@example.com'), logged);
    assert.match(logged, /"code":"EENVELOPE"/);
    assert.match(logged, /"responseCode":550/);
  });

  test('the default backoff doubles from 30 s up to 30 minutes', () => {
    const delay = exponentialBackoff(30_000, 30 * 60_000);
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map(delay), [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
  });

  test('a started worker takes a committed job at once (NOTIFY), and stop waits for the job in flight', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    let finished = false;
    // A poll an hour away: only the notification can wake it.
    const worker = workerOn(database, { pollIntervalMs: 3_600_000 });
    worker.register('test.notify', {
      async run() {
        started = true;
        await released;
        finished = true;
      },
    });
    await worker.start();
    const id = await database.db.transaction().execute((trx) => jobsRepository(trx).enqueue({ kind: 'test.notify', payload: {}, maxAttempts: 1 }));
    await eventually(() => started, 'the job starting');

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await sleep(50);
    assert.equal(stopped, false, 'stop waits for the running job');
    release();
    await stopping;
    assert.equal(finished, true);
    assert.ok((await jobRow(id)).done_at instanceof Date);

    const later = await enqueue('test.notify');
    await sleep(100);
    assert.equal((await jobRow(later)).attempts, 0, 'a stopped worker takes no job');
  });

  test('a job outlasting the shutdown grace is handed back: its attempt not counted, another worker takes it at once (issue 21)', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const log = capturedLog();
    const stopping = workerOn(database, { shutdownGraceMs: 100, log });
    stopping.register('test.long', {
      async run() {
        started = true;
        await released;
      },
    });
    const other = await secondHandle(database);
    const ranElsewhere: number[] = [];
    // A poll an hour away: only the hand-back's notification can wake it.
    const staying = workerOn(other, { pollIntervalMs: 3_600_000 });
    staying.register('test.long', { run: async (_payload, context) => void ranElsewhere.push(context.attempt) });
    try {
      await stopping.start();
      const id = await enqueue('test.long', {}, 1);
      await eventually(() => started, 'the job starting');
      await staying.start();
      assert.deepEqual(ranElsewhere, [], 'the job is locked while it runs');

      const stopStarted = Date.now();
      await stopping.stop();
      assert.ok(Date.now() - stopStarted < 1000, `stop took ${Date.now() - stopStarted} ms`);
      await eventually(() => ranElsewhere.length === 1, 'the other worker running the handed-back job');
      // The cut attempt did not count: its one attempt is left, and it is the other worker's first.
      assert.deepEqual(ranElsewhere, [1]);
      // The other worker's attempt settles.
      await staying.drain();
      const row = await jobRow(id);
      assert.equal(row.attempts, 1);
      assert.equal(row.last_error, null);
      assert.equal(row.failed_at, null);
      assert.ok(row.done_at instanceof Date);
      assert.ok(log.lines.some((line) => line.level === 'warn' && line.message === 'jobs handed back at shutdown'));

      // The first handler ends at last: the job is no longer its worker's to settle.
      release();
      await sleep(50);
      assert.ok(log.lines.some((line) => line.message === 'job ended after it was handed back; it runs again elsewhere'));
      assert.deepEqual(await jobRow(id), row);
    } finally {
      release();
      await staying.stop();
      await other.close();
    }
  });

  test('a job that ends within the shutdown grace settles as usual and is not handed back', async () => {
    const log = capturedLog();
    const worker = workerOn(database, { shutdownGraceMs: 2_000, log });
    let started = false;
    worker.register('test.short', {
      async run() {
        started = true;
        await sleep(100);
      },
    });
    await worker.start();
    const id = await enqueue('test.short');
    await eventually(() => started, 'the job starting');
    await worker.stop();
    const row = await jobRow(id);
    assert.ok(row.done_at instanceof Date);
    assert.equal(row.attempts, 1);
    assert.ok(!log.lines.some((line) => line.message === 'jobs handed back at shutdown'));
  });

  test("a job whose worker stopped mid-attempt is taken again when its lock expires; past its last attempt it fails", async () => {
    const ran: number[] = [];
    const failures: JobFailure[] = [];
    const worker = workerOn(database);
    worker.register('test.abandoned', {
      run: async (_payload, context) => void ran.push(context.attempt),
      failed: async (_payload, failure) => void failures.push(failure),
    });
    const retried = await enqueue('test.abandoned', {}, 2);
    const last = await enqueue('test.abandoned', {}, 1);
    // Another instance claims both, then vanishes: its locks run out.
    const gone = jobsRepository(database.db);
    assert.ok(await gone.claimNext(['test.abandoned'], 'vanished', 60_000));
    assert.ok(await gone.claimNext(['test.abandoned'], 'vanished', 60_000));
    await worker.drain();
    assert.deepEqual(ran, [], 'locked jobs are left alone');

    await database.db.updateTable('jobs').set({ locked_until: sql`now() - interval '1 second'` }).execute();
    await worker.drain();
    assert.deepEqual(ran, [2]);
    assert.ok((await jobRow(retried)).done_at instanceof Date);
    const failed = await jobRow(last);
    assert.ok(failed.failed_at instanceof Date);
    assert.equal(failed.last_error, 'the last attempt was interrupted');
    assert.deepEqual(
      failures.map((failure) => [failure.jobId, failure.retryAt]),
      [[last, undefined]],
    );
    // The vanished instance comes back: it no longer holds the job, so it cannot settle it.
    assert.equal(await gone.markDone(retried, 'vanished'), false);
  });

  test('settled jobs are deleted after the retention period, pending ones never', async () => {
    const old = await enqueue('test.retention');
    const recent = await enqueue('test.retention');
    const pending = await enqueue('test.retention');
    await database.db.updateTable('jobs').set({ done_at: sql`now() - interval '15 days'` }).where('id', '=', old).execute();
    await database.db.updateTable('jobs').set({ failed_at: sql`now() - interval '1 day'` }).where('id', '=', recent).execute();
    await database.db.updateTable('jobs').set({ run_at: sql`now() - interval '30 days'` }).where('id', '=', pending).execute();
    const worker = workerOn(database, { retentionMs: 14 * 24 * 3_600_000 });
    await worker.start();
    await worker.stop();
    const left = await database.db.selectFrom('jobs').select('id').orderBy('created_at').execute();
    assert.deepEqual(new Set(left.map((row) => row.id)), new Set([recent, pending]));
  });
});
