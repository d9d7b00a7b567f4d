import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { jobsRepository } from '../jobs/jobs.repository';

// Issue 17: an order's life with the partner runs as jobs (DESIGN.md Scale):
// any instance takes them, each runs once, failures retry with backoff. The
// orders module queues the first with the submission, in its transaction; the
// partner module (apps/api/src/partner) works them.

/** Sends a submitted order to the partner. Payload: { orderId }. */
export const PARTNER_SUBMIT_JOB = 'partner.submit';
/** Asks the partner about an order (approval, rejection, results). Payload: { orderId }. */
export const PARTNER_POLL_JOB = 'partner.poll';
/** Withdraws a canceled order from the partner. Payload: { orderId }. */
export const PARTNER_CANCEL_JOB = 'partner.cancel';
export const PARTNER_MAX_ATTEMPTS = 8;

export async function queuePartnerSubmission(db: Kysely<Database>, orderId: string): Promise<void> {
  await jobsRepository(db).enqueue({ kind: PARTNER_SUBMIT_JOB, payload: { orderId }, maxAttempts: PARTNER_MAX_ATTEMPTS });
}

/** Asks the partner about an order at `runAt` (now when not given). */
export async function queuePartnerPoll(db: Kysely<Database>, orderId: string, runAt?: Date): Promise<void> {
  await jobsRepository(db).enqueue({ kind: PARTNER_POLL_JOB, payload: { orderId }, maxAttempts: PARTNER_MAX_ATTEMPTS, runAt });
}

export async function queuePartnerCancel(db: Kysely<Database>, orderId: string): Promise<void> {
  await jobsRepository(db).enqueue({ kind: PARTNER_CANCEL_JOB, payload: { orderId }, maxAttempts: PARTNER_MAX_ATTEMPTS });
}
