import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { jobsRepository } from '../jobs/jobs.repository';

// The jobs of an order's payments on the PostgreSQL queue, queued by the
// cart (a new total) and the checkout, run by checkout/payment-jobs.ts (docs/security.md "Money"):
// each runs on any instance, once, and retries with backoff; each checks
// what is already done, so a run after a crash changes nothing twice.

/** Gives back a payment that could not become an order. */
export const REFUND_JOB = 'checkout.refund';
/** 30 s doubling to 30 min: a provider outage of about two hours is ridden out; then the row says failed for an operator. */
export const REFUND_MAX_ATTEMPTS = 10;
/** Cancels the order's intents whose amount is no longer its total (a cart edit). */
export const STALE_INTENTS_JOB = 'checkout.cancel-stale-intents';
/** Settles an intent whose confirmation never came back (a crash), or cancels it once left unpaid. */
export const SETTLE_ATTEMPT_JOB = 'checkout.settle-attempt';

/** An intent left unpaid this long is canceled at the provider and its promo use given back. */
export const ATTEMPT_LIFETIME_MS = 60 * 60_000;
/** A confirmation is looked at again this long after it began, in case its instance stopped mid-payment. */
export const CONFIRMATION_RECOVERY_MS = 2 * 60_000;

const JOB_MAX_ATTEMPTS = 8;

export async function queueAttemptSettlement(db: Kysely<Database>, attemptId: string, options: { afterMs: number; cancelIfOpen: boolean }): Promise<void> {
  await jobsRepository(db).enqueue({
    kind: SETTLE_ATTEMPT_JOB,
    payload: { attemptId, cancelIfOpen: options.cancelIfOpen },
    maxAttempts: JOB_MAX_ATTEMPTS,
    runAt: new Date(Date.now() + options.afterMs),
  });
}

/**
 * Issue 14: an intent's amount stays in step with its cart. Called inside
 * the transaction that changed the total of an open cart that has an intent
 * that can still take money: a job cancels those whose amount is no longer
 * the total (Stripe allows it until they are confirmed). Queued in the same
 * transaction, so a cart change and its job commit together.
 */
export async function queueStaleIntentCheck(db: Kysely<Database>, orderId: string): Promise<void> {
  await jobsRepository(db).enqueue({ kind: STALE_INTENTS_JOB, payload: { orderId }, maxAttempts: JOB_MAX_ATTEMPTS });
}
