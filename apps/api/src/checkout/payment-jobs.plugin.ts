import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REFUND_JOB, SETTLE_ATTEMPT_JOB, STALE_INTENTS_JOB } from '../orders/payment-jobs.kinds';
import { refundJob, settleAttemptJob, staleIntentsJob } from './payment-jobs';

/** The jobs of an order's payments (orders/payment-jobs.kinds.ts), worked by every instance. */
export default fp(
  async function paymentJobsPlugin(app: FastifyInstance) {
    const deps = { db: app.db, provider: app.paymentProvider, log: app.log.child({ component: 'payments' }), countOutcome: app.metrics.countPayment };
    app.jobs.register(REFUND_JOB, refundJob(deps));
    app.jobs.register(STALE_INTENTS_JOB, staleIntentsJob(deps));
    app.jobs.register(SETTLE_ATTEMPT_JOB, settleAttemptJob(deps));
  },
  { name: 'payment-jobs', dependencies: ['jobs', 'payment-provider', 'metrics'] },
);
