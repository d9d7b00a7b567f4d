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
 * ready, when every feature has registered its kinds. Closing, it stops
 * taking jobs at once (preClose) while the server stops accepting and
 * finishes the requests in flight, and the close waits for it (onClose,
 * before the database's, which was registered earlier) so a running job
 * settles, or is handed back past the worker's grace, before the pool closes
 * (docs/operations.md Start and stop).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const worker = createJobWorker({
      db: app.db,
      listen: (channel, callback, listenOptions) => app.database.listen(channel, callback, listenOptions),
      log: app.log.child({ component: 'jobs' }),
    });
    app.decorate('jobs', worker);
    let stopping: Promise<void> | undefined;
    app.addHook('onReady', () => worker.start());
    app.addHook('preClose', async () => {
      stopping = worker.stop();
    });
    app.addHook('onClose', async () => {
      await (stopping ?? worker.stop());
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
