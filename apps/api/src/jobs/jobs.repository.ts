import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/** The NOTIFY channel a new job is announced on, so idle workers take it at once. */
export const JOBS_CHANNEL = 'labstore_jobs';

// Kept short: the full text of a failure is for the record that owns the work
// (the e-mail log), not for the queue.
const MAX_ERROR_LENGTH = 1000;

export interface NewJob {
  kind: string;
  /** Ids, never personal data: the job row is not the place for it. */
  payload: Record<string, unknown>;
  maxAttempts: number;
  runAt?: Date | undefined;
}

/** The queue's depth by state (issue 21: /metrics reads it at each scrape). */
export interface JobCounts {
  /** Due now and waiting for a worker. */
  queued: number;
  /** Due later: a retry after its backoff, a poll at the partner's expected time. */
  scheduled: number;
  /** Claimed by a worker whose lock holds. */
  running: number;
  /** Failed for good, until retention deletes them (14 days). */
  failed: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

/** All Kysely code of the job queue; `db` may be a transaction. */
export function jobsRepository(db: Kysely<Database>) {
  return {
    /**
     * Adds a job and announces it. Through a transaction both wait for its
     * commit: a rolled-back action leaves no job and wakes no worker.
     */
    async enqueue(job: NewJob): Promise<string> {
      const row = await db
        .insertInto('jobs')
        .values({ kind: job.kind, payload: JSON.stringify(job.payload), max_attempts: job.maxAttempts, ...(job.runAt ? { run_at: job.runAt } : {}) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`.execute(db);
      return row.id;
    },

    /**
     * Takes the oldest due job of these kinds for `lockMs`. SKIP LOCKED lets
     * instances claim side by side without waiting for or taking each other's
     * job; a lock that expired belongs to an instance that stopped mid-job, so
     * its job is due again.
     */
    async claimNext(kinds: readonly string[], workerId: string, lockMs: number): Promise<ClaimedJob | undefined> {
      const row = await db
        .updateTable('jobs')
        .set({ attempts: sql`attempts + 1`, locked_by: workerId, locked_until: sql`now() + make_interval(secs => ${lockMs / 1000})` })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('kind', 'in', kinds)
            .where('done_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('run_at', '<=', sql<Date>`now()`)
            .where((where) => where.or([where('locked_until', 'is', null), where('locked_until', '<', sql<Date>`now()`)]))
            .orderBy('run_at')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
        .executeTakeFirst();
      return row && { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
    },

    /** Only the holder of the lock may settle a job: false when it was lost. */
    async markDone(id: string, workerId: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ done_at: sql`now()`, locked_until: null, last_error: null })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * A failed attempt: due again `retryDelayMs` from now (the database's
     * clock, the one claims compare with), or failed for good when undefined.
     * Undefined when the lock was lost.
     */
    async markFailed(id: string, workerId: string, error: string, retryDelayMs: number | undefined): Promise<{ retryAt: Date | undefined } | undefined> {
      const row = await db
        .updateTable('jobs')
        .set({
          locked_until: null,
          last_error: error.slice(0, MAX_ERROR_LENGTH),
          ...(retryDelayMs === undefined ? { failed_at: sql`now()` } : { run_at: sql`now() + make_interval(secs => ${retryDelayMs / 1000})` }),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .returning(['run_at', 'failed_at'])
        .executeTakeFirst();
      return row && { retryAt: row.failed_at ? undefined : row.run_at };
    },

    /**
     * Gives back jobs this worker still runs as it shuts down: unlocked, the
     * attempt not counted (it was cut short, not failed), due at once, and
     * announced so an idle worker elsewhere takes each now rather than when
     * its lock would have run out. A job settled meanwhile is left as it is.
     */
    async handBack(jobs: ReadonlyArray<{ id: string; kind: string }>, workerId: string): Promise<number> {
      if (jobs.length === 0) return 0;
      const result = await db
        .updateTable('jobs')
        .set({ attempts: sql`attempts - 1`, locked_by: null, locked_until: null, run_at: sql`now()` })
        .where('id', 'in', jobs.map((job) => job.id))
        .where('locked_by', '=', workerId)
        .where('done_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirst();
      for (const kind of new Set(jobs.map((job) => job.kind))) await sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`.execute(db);
      return Number(result.numUpdatedRows);
    },

    /** How many jobs are in each state, by the database's clock (the one claims compare with). */
    async countByState(): Promise<JobCounts> {
      const open = sql`done_at is null and failed_at is null`;
      const locked = sql`locked_until is not null and locked_until >= now()`;
      const row = await db
        .selectFrom('jobs')
        .select([
          sql<number>`(count(*) filter (where ${open} and not (${locked}) and run_at <= now()))::int`.as('queued'),
          sql<number>`(count(*) filter (where ${open} and not (${locked}) and run_at > now()))::int`.as('scheduled'),
          sql<number>`(count(*) filter (where ${open} and ${locked}))::int`.as('running'),
          sql<number>`(count(*) filter (where failed_at is not null))::int`.as('failed'),
        ])
        .executeTakeFirstOrThrow();
      return { queued: Number(row.queued), scheduled: Number(row.scheduled), running: Number(row.running), failed: Number(row.failed) };
    },

    /** Retention: settled jobs older than `before` go (the e-mail log keeps the record). */
    async deleteSettledBefore(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('jobs')
        .where((eb) => eb.or([eb('done_at', 'is not', null), eb('failed_at', 'is not', null)]))
        .where(sql<Date>`coalesce(done_at, failed_at)`, '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
