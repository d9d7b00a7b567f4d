import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, DatabaseHandle } from '@labstore/db';
import type { Kysely } from 'kysely';
import { JOBS_CHANNEL, jobsRepository, type ClaimedJob } from './jobs.repository';

export interface JobContext {
  jobId: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobFailure extends JobContext {
  error: string;
  /** When the next attempt runs; undefined when this was the last. */
  retryAt: Date | undefined;
}

export interface JobHandler {
  /** Does the work; throwing fails the attempt. May run again after a crash, so it checks what is already done. */
  run(payload: unknown, context: JobContext): Promise<void>;
  /** Told of each failed attempt inside the transaction that schedules the next (or gives up), so the two agree. */
  failed?(payload: unknown, failure: JobFailure, trx: Kysely<Database>): Promise<void>;
}

/** The few logger calls the worker makes (pino's, Fastify's). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  db: Kysely<Database>;
  /** LISTEN for new jobs so they run at once; without it the worker only polls. */
  listen?: DatabaseHandle['listen'] | undefined;
  log: JobLog;
  /** Jobs run at the same time by this instance. */
  concurrency?: number;
  /** How often due jobs are looked for: retries, and jobs whose notification was missed. */
  pollIntervalMs?: number;
  /** How long a claimed job is this instance's; after that another instance may take it. */
  lockMs?: number;
  /** Delay before the next attempt, by the number of the attempt that failed. */
  retryDelayMs?: (attempt: number) => number;
  /** Settled jobs are deleted this long after they settled. */
  retentionMs?: number;
  /** How long stop() waits for running jobs before handing them back. */
  shutdownGraceMs?: number;
}

/** A failed attempt as its observers hear of it: the kind only, never the payload or the error's text. */
export interface JobFailureNotice {
  kind: string;
  /** No attempt is left: the job failed for good. */
  gaveUp: boolean;
}

export interface JobWorker {
  readonly id: string;
  register(kind: string, handler: JobHandler): void;
  /** Tells `listener` of each failed attempt once it is recorded (issue 21: the metrics count them). */
  onFailure(listener: (notice: JobFailureNotice) => void): void;
  start(): Promise<void>;
  /**
   * Takes no new job and waits for those running, up to the shutdown grace;
   * any still running then is handed back (jobsRepository.handBack) for
   * another instance to take at once. Never throws: a failure is logged.
   */
  stop(): Promise<void>;
  /** Runs every due job and waits for those in flight: tests call it rather than sleeping. */
  drain(): Promise<void>;
}

/** Exponential backoff: base, twice that, four times... up to the cap. */
export function exponentialBackoff(baseMs: number, maxMs: number): (attempt: number) => number {
  return (attempt) => Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

// Jobs talk to outside services whose clients time out within a minute
// (SMTP: mail/mailer.ts), so five minutes is never a live job's lock expiring.
const DEFAULTS = {
  concurrency: 2,
  pollIntervalMs: 5_000,
  lockMs: 5 * 60_000,
  retryDelayMs: exponentialBackoff(30_000, 30 * 60_000),
  retentionMs: 14 * 24 * 3_600_000,
  // Half of the 10 s close-with-grace gives the process (server.ts): requests
  // in flight finish meanwhile, and the hand-back and the pool's close fit in the rest.
  shutdownGraceMs: 5_000,
};
const SWEEP_EVERY_MS = 3_600_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// A client's error message can quote the recipient ('550 <ana@example.com>
// rejected'): the log gets its kind and codes only, the owning record the text.
function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & { code?: unknown; responseCode?: unknown };
  return {
    type: error.name,
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.responseCode === 'number' ? { responseCode: fields.responseCode } : {}),
  };
}

/**
 * The job queue's worker (DESIGN.md Scale): every instance runs one, any of
 * them takes a job, each job runs once, and a failed attempt is retried with
 * exponential backoff up to the job's max_attempts.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const settings = {
    concurrency: options.concurrency ?? DEFAULTS.concurrency,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULTS.pollIntervalMs,
    lockMs: options.lockMs ?? DEFAULTS.lockMs,
    retryDelayMs: options.retryDelayMs ?? DEFAULTS.retryDelayMs,
    retentionMs: options.retentionMs ?? DEFAULTS.retentionMs,
    shutdownGraceMs: options.shutdownGraceMs ?? DEFAULTS.shutdownGraceMs,
  };
  const { db, log } = options;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const failureListeners: Array<(notice: JobFailureNotice) => void> = [];
  const lanes = new Set<Promise<void>>();
  /** The jobs whose handler runs now, by id: those a stop past its grace hands back. */
  const runningJobs = new Map<string, ClaimedJob>();
  /** Handed back while their handler ran: whatever it comes to, the job is no longer this worker's to settle. */
  const handedBack = new Set<string>();
  let running = false;
  let stopping = false;
  let woken = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let lastSweep = 0;
  let sweeping: Promise<void> = Promise.resolve();

  async function settleFailure(job: ClaimedJob, handler: JobHandler, error: unknown): Promise<void> {
    const text = messageOf(error);
    const delay = job.attempt < job.maxAttempts ? settings.retryDelayMs(job.attempt) : undefined;
    const context = { jobId: job.id, attempt: job.attempt, maxAttempts: job.maxAttempts };
    const settled = await db.transaction().execute(async (trx) => {
      const marked = await jobsRepository(trx).markFailed(job.id, id, text, delay);
      if (marked) await handler.failed?.(job.payload, { ...context, error: text, retryAt: marked.retryAt }, trx);
      return marked;
    });
    const details = { job: job.id, kind: job.kind, attempt: job.attempt, maxAttempts: job.maxAttempts, error: loggableError(error) };
    if (settled) for (const listener of failureListeners) listener({ kind: job.kind, gaveUp: !settled.retryAt });
    if (!settled) log.warn(details, 'job attempt failed after its lock was lost');
    else if (settled.retryAt) log.warn({ ...details, retryAt: settled.retryAt }, 'job attempt failed; retrying');
    else log.error(details, 'job failed; no attempts left');
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    // Claimed past its last attempt: the instance running that attempt stopped mid-job.
    if (job.attempt > job.maxAttempts) return settleFailure(job, handler, new Error('the last attempt was interrupted'));
    runningJobs.set(job.id, job);
    let failure: { error: unknown } | undefined;
    try {
      await handler.run(job.payload, { jobId: job.id, attempt: job.attempt, maxAttempts: job.maxAttempts });
    } catch (error) {
      failure = { error };
    } finally {
      runningJobs.delete(job.id);
    }
    if (handedBack.delete(job.id)) {
      log.info({ job: job.id, kind: job.kind, failed: failure !== undefined }, 'job ended after it was handed back; it runs again elsewhere');
      return;
    }
    if (failure) return settleFailure(job, handler, failure.error);
    if (!(await jobsRepository(db).markDone(job.id, id))) log.warn({ job: job.id, kind: job.kind }, 'job done after its lock was lost');
  }

  /** Gives jobs back at shutdown, so another instance takes them at once rather than when their lock runs out. */
  async function handBack(jobs: ClaimedJob[]): Promise<void> {
    if (jobs.length === 0) return;
    for (const job of jobs) handedBack.add(job.id);
    const details = { jobs: jobs.map((job) => ({ job: job.id, kind: job.kind })) };
    try {
      // Fewer than asked when one settled, or its lock was lost, meanwhile.
      const released = await jobsRepository(db).handBack(jobs, id);
      log.warn({ ...details, released }, 'jobs handed back at shutdown');
    } catch (error) {
      log.error({ ...details, error: loggableError(error) }, 'could not hand back jobs; they run again when their lock runs out');
    }
  }

  /** Claims and runs one due job; false when there was none (or the database failed). */
  async function runNext(): Promise<boolean> {
    if (handlers.size === 0) return false;
    let job: ClaimedJob | undefined;
    try {
      job = await jobsRepository(db).claimNext([...handlers.keys()], id, settings.lockMs);
    } catch (error) {
      log.warn({ error: loggableError(error) }, 'could not claim a job');
      return false;
    }
    if (!job) return false;
    // Claimed as the worker was stopping: given back unrun, for an instance that stays.
    if (stopping) {
      await handBack([job]);
      handedBack.delete(job.id);
      return false;
    }
    try {
      await runJob(job);
    } catch (error) {
      // Settling failed (the database went away): the lock expires and the job runs again.
      log.error({ job: job.id, kind: job.kind, error: loggableError(error) }, 'could not settle a job');
    }
    return true;
  }

  async function lane(): Promise<void> {
    while (running) {
      woken = false;
      if (!(await runNext()) && !woken) return;
    }
  }

  function wake(): void {
    woken = true;
    while (running && lanes.size < settings.concurrency) {
      const started: Promise<void> = lane().finally(() => lanes.delete(started));
      lanes.add(started);
    }
  }

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    try {
      const deleted = await jobsRepository(db).deleteSettledBefore(new Date(Date.now() - settings.retentionMs));
      if (deleted > 0) log.info({ deleted }, 'settled jobs deleted');
    } catch (error) {
      log.warn({ error: loggableError(error) }, 'could not delete settled jobs');
    }
  }

  return {
    id,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`a handler for ${kind} jobs is already registered`);
      handlers.set(kind, handler);
    },
    onFailure(listener) {
      failureListeners.push(listener);
    },
    async start() {
      if (running) return;
      running = true;
      stopping = false;
      // A reconnected LISTEN missed the wake-ups sent while it was down: look for due jobs at once (issue 21).
      unlisten = options.listen ? await options.listen(JOBS_CHANNEL, wake, { onReconnect: wake }) : undefined;
      timer = setInterval(() => {
        wake();
        sweeping = sweep();
      }, settings.pollIntervalMs);
      // The timer alone never keeps the process alive: stop() is the way out.
      timer.unref();
      wake();
      sweeping = sweep();
    },
    async stop() {
      running = false;
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      const listening = unlisten;
      unlisten = undefined;
      await listening?.().catch((error: unknown) => log.warn({ error: loggableError(error) }, 'could not stop listening for jobs'));
      const grace = new AbortController();
      const finished = await Promise.race([
        Promise.all([...lanes, sweeping]).then(() => true),
        // Aborted once the jobs finish, so the grace holds the process only while one runs.
        sleep(settings.shutdownGraceMs, false, { signal: grace.signal }).catch(() => false),
      ]);
      grace.abort();
      if (!finished) await handBack([...runningJobs.values()]);
      // Stopped: the background loop is over, and a later drain() (a test running the queue itself) runs what is due.
      stopping = false;
    },
    async drain() {
      for (;;) {
        let ran = false;
        while (await runNext()) ran = true;
        const inFlight = [...lanes];
        await Promise.all(inFlight);
        if (!ran && inFlight.length === 0) return;
      }
    },
  };
}
