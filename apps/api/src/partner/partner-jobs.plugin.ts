import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PARTNER_CANCEL_JOB, PARTNER_POLL_JOB, PARTNER_SUBMIT_JOB } from '../orders/partner-jobs.kinds';
import { partnerJobs } from './partner-jobs';

/** The jobs of an order's life with the partner (orders/partner-jobs.kinds.ts), worked by every instance. */
export default fp<{ publicUrl: string }>(
  async function partnerJobsPlugin(app: FastifyInstance, { publicUrl }) {
    const jobs = partnerJobs({ db: app.db, partner: app.partner, mailer: app.mailer, publicUrl, log: app.log.child({ component: 'partner' }), countOutcome: app.metrics.countPartner });
    app.jobs.register(PARTNER_SUBMIT_JOB, jobs.submit);
    app.jobs.register(PARTNER_POLL_JOB, jobs.poll);
    app.jobs.register(PARTNER_CANCEL_JOB, jobs.cancel);
  },
  { name: 'partner-jobs', dependencies: ['jobs', 'mailer', 'partner', 'metrics'] },
);
