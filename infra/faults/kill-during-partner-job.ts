import { ORDER_STATUS } from '@labstore/domain';
import { payForTest } from '../../e2e/orders/steps';
import { createCustomer } from '../../e2e/support/customer-fixtures';
import { startMailCatcher } from '../../e2e/support/mail-catcher';
import { startCluster } from '../cluster/cluster';
import { startFakePartner } from './fake-partner';
import { instanceByPid, note, ORDERED_SLUG, pidOfLocalPort, pidOfWorker, runFault, seconds, waitFor } from './support';

// Fault 2 (issue 21): kill -9 the instance whose job worker is sending a paid
// order to the partner. The fake partner books the order on receipt and
// answers 15 s later (inside the adapter's 20 s timeout), so the job is
// mid-flight when its instance dies. The job's lock (5 minutes,
// jobs/job-worker.ts, no setting shortens it) must run out before another
// worker may take it: the script waits for that, and says so.

const PARTNER_ANSWER_DELAY_MS = 15_000;
/** The lock, plus the 5 s poll of the workers left and some slack. */
const RUN_AGAIN_WITHIN_MS = 5 * 60_000 + 60_000;

interface SubmitJob extends Record<string, unknown> {
  attempts: number;
  locked_by: string | null;
  locked_until: Date | null;
  done_at: Date | null;
  last_error: string | null;
}

await runFault('kill -9 an instance while it runs a partner job', async (proofs) => {
  const partner = await startFakePartner();
  const mail = await startMailCatcher();
  const cluster = await startCluster({ environment: { SMTP_URL: mail.smtpUrl, ...partner.environment }, log: note });
  try {
    const customer = await createCustomer(cluster.url, mail);
    const received = partner.holdNextSubmission(PARTNER_ANSWER_DELAY_MS);
    const orderId = await payForTest(cluster.url, customer, ORDERED_SLUG);
    note(`order ${orderId} paid (sandbox card); the partner will answer its submission ${seconds(PARTNER_ANSWER_DELAY_MS)} late`);
    const submission = await received;
    const jobOf = async () =>
      (await cluster.postgres.query<SubmitJob>("select attempts, locked_by, locked_until, done_at, last_error from jobs where kind = 'partner.submit' and payload->>'orderId' = $1", [orderId]))[0];
    const running = await jobOf();
    const holder = instanceByPid(cluster, pidOfWorker(running?.locked_by));
    const connectionHolder = instanceByPid(cluster, pidOfLocalPort(submission.remotePort));
    if (!proofs.check('the instance running the job is known from jobs.locked_by, and it holds the connection to the partner', holder !== undefined && holder === connectionHolder, `locked_by ${running?.locked_by}`) || !holder) return;
    const deadPid = holder.pid;
    await holder.kill('SIGKILL');
    const killedAt = performance.now();
    proofs.check(`instance ${holder.index} (pid ${deadPid}) killed with SIGKILL mid-job`, holder.pid === undefined, `${(killedAt - submission.at).toFixed(0)} ms after the partner received the order`);
    const lockLeftMs = running?.locked_until ? running.locked_until.getTime() - Date.now() : 0;
    console.log(`  waiting for the job's lock to run out: ${seconds(lockLeftMs)} left (the lock is 5 minutes and no setting shortens it)`);

    const done = await waitFor(async () => {
      const job = await jobOf();
      return job?.done_at ? job : undefined;
    }, RUN_AGAIN_WITHIN_MS, 1000);
    const ranAgainAfterMs = performance.now() - killedAt;
    const finisher = instanceByPid(cluster, pidOfWorker(done?.locked_by));
    const finisherName = finisher ? `instance ${finisher.index} (pid ${finisher.pid})` : `worker ${done?.locked_by}`;
    proofs.check('the job ran again, later, elsewhere: done by another instance\'s worker', done !== undefined && finisher !== undefined && finisher !== holder, `${finisherName}, attempt ${done?.attempts}`);
    proofs.figure('time from the kill to the job done elsewhere', `${seconds(ranAgainAfterMs)} (the lock had ${seconds(lockLeftMs)} left at the kill)`);

    const [partnerOrder] = await cluster.postgres.query<{ partner_order_id: string | null }>('select partner_order_id from partner_orders where order_id = $1', [orderId]);
    const [order] = await cluster.postgres.query<{ status: number }>('select status from orders where id = $1', [orderId]);
    const sends = partner.submissions.filter((received) => received.orderId === orderId).length;
    proofs.check(
      'the partner has one order for it (the resend carried the same Idempotency-Key and got the same partner order)',
      partner.booked.size === 1 && partnerOrder?.partner_order_id === partner.booked.get(orderId),
      `${sends} submission(s) received, ${partner.booked.size} booked, ${partnerOrder?.partner_order_id}`,
    );
    const logged = cluster.instances.flatMap((instance) => instance.logs().split('\n').filter((line) => line.includes('"order submitted to the partner"') && line.includes(orderId)));
    proofs.check('the submission completed once (one "order submitted to the partner" line across the instances)', logged.length === 1, `${logged.length} line(s)`);
    // Each poll that hears "pending" queues the next: one is waiting at a time, however many ran.
    const openPolls = async () =>
      (await cluster.postgres.query<{ count: string }>("select count(*) from jobs where kind = 'partner.poll' and payload->>'orderId' = $1 and done_at is null and failed_at is null", [orderId]))[0]?.count;
    const onePollWaiting = await waitFor(async () => ((await openPolls()) === '1' ? true : undefined), 10_000);
    const submits = await cluster.postgres.query<{ count: string }>("select count(*) from jobs where kind = 'partner.submit' and payload->>'orderId' = $1", [orderId]);
    proofs.check(
      'the order moved on once: still submitted, one submission job, one poll of the partner waiting',
      order?.status === ORDER_STATUS.Submitted && submits[0]?.count === '1' && onePollWaiting === true,
      `status ${order?.status}, ${submits[0]?.count} submission job(s), ${await openPolls()} poll job(s) waiting`,
    );
  } finally {
    await cluster.stop();
    await mail.stop();
    await partner.close();
  }
});
