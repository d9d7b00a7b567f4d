import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refundJob, settleAttemptJob, staleIntentsJob } from './payment-jobs';
import { REFUND_JOB, SETTLE_ATTEMPT_JOB, STALE_INTENTS_JOB } from './payment-jobs.kinds';

/** The checkout's jobs (payment-jobs.kinds.ts), worked by every instance. */
export default fp(
  async function paymentJobsPlugin(app: FastifyInstance) {
    const deps = { db: app.db, provider: app.paymentProvider, log: app.log.child({ component: 'payments' }) };
    app.jobs.register(REFUND_JOB, refundJob(deps));
    app.jobs.register(STALE_INTENTS_JOB, staleIntentsJob(deps));
    app.jobs.register(SETTLE_ATTEMPT_JOB, settleAttemptJob(deps));
  },
  { name: 'payment-jobs', dependencies: ['jobs', 'payment-provider'] },
);
