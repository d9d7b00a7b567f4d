import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobWorker, type JobWorker } from './job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's worker: features register their job kinds on it; tests drain it. */
    jobs: JobWorker;
  }
}

/**
 * Every instance runs a worker (DESIGN.md Scale). It starts once the app is
 * ready, when every feature has registered its kinds, and stops before the
 * database closes: on preClose, so a job in flight still settles.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const worker = createJobWorker({
      db: app.db,
      listen: (channel, callback, listenOptions) => app.database.listen(channel, callback, listenOptions),
      log: app.log.child({ component: 'jobs' }),
    });
    app.decorate('jobs', worker);
    app.addHook('onReady', () => worker.start());
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
