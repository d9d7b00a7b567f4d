import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { ORDER_STATUS } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { confirmationRequest, createBuyer, createIntent, type Buyer } from '../checkout/checkout.test-fixtures';
import { createJobWorker, type JobLog, type JobWorker } from '../jobs/job-worker';
import { jobsRepository } from '../jobs/jobs.repository';
import { PARTNER_CANCEL_JOB, PARTNER_POLL_JOB, PARTNER_SUBMIT_JOB } from '../orders/partner-jobs.kinds';
import type { TestUserOptions } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { isValidNpi } from './npi';
import { partnerJobs } from './partner-jobs';
import { partnerRequestOf } from './partner-request';
import { PartnerRefusal, type PartnerService } from './partner-service';

// Issue 17: a paid order driven by the partner's jobs on the sandbox partner
// with no waits (PARTNER_SANDBOX_*_SECONDS=0): Submitted, In Progress,
// Completed, each change recorded and told by e-mail without health data;
// rejection refunds; every step safe to run twice, with two workers, after a
// worker died mid-job; the partner unreachable ends in ExternalApiError.

const PUBLIC_URL = 'https://shop.example.com';
const { Cart, Submitted, InProgress, Completed, Rejected, ExternalApiError } = ORDER_STATUS;
const quietLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('partner jobs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      seed: false,
      environment: { PARTNER_SANDBOX_APPROVAL_SECONDS: '0', PARTNER_SANDBOX_RESULTS_SECONDS: '0', PUBLIC_URL },
    });
    await app.ready();
    // The tests run the queue themselves (drain), rather than the app's worker in the background.
    await app.jobs.stop();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.deleteFrom('jobs').execute();
  });

  async function paidOrder(options: TestUserOptions = {}): Promise<Buyer> {
    // A test the sandbox laboratory knows by its name (partner/sandbox-analytes.ts).
    const buyer = await createBuyer(app, options, { name: 'Ferritin' });
    await createIntent(app, buyer);
    const paid = await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, buyer.headers);
    assert.equal(paid.statusCode, 200, paid.body);
    return buyer;
  }

  const handlersWith = (partner: PartnerService = app.partner) => partnerJobs({ db: app.db, partner, mailer: app.mailer, publicUrl: PUBLIC_URL, log: app.log });

  /** A worker of this instance with the partner's jobs only. */
  function partnerWorker(partner?: PartnerService, retryDelayMs?: (attempt: number) => number): JobWorker {
    const worker = createJobWorker({ db: app.db, log: quietLog, ...(retryDelayMs ? { retryDelayMs } : {}) });
    const handlers = handlersWith(partner);
    worker.register(PARTNER_SUBMIT_JOB, handlers.submit);
    worker.register(PARTNER_POLL_JOB, handlers.poll);
    worker.register(PARTNER_CANCEL_JOB, handlers.cancel);
    return worker;
  }

  const transitions = async (orderId: string) =>
    (await app.db.selectFrom('order_status_history').select(['from_status', 'to_status']).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute()).map(
      (row) => [row.from_status, row.to_status],
    );
  const status = async (orderId: string) => (await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const partnerOrder = (orderId: string) => app.db.selectFrom('partner_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  const sandboxBooks = (orderId: string) => app.db.selectFrom('sandbox_partner_orders').selectAll().where('order_id', '=', orderId).execute();
  const mails = (userId: string) => app.db.selectFrom('email_log').select(['send_by', 'to_address', 'subject', 'body_text', 'body_html']).where('user_id', '=', userId).orderBy('created_at').execute();
  const observations = (orderId: string) =>
    app.db.selectFrom('lab_observations as o').innerJoin('order_results as r', 'r.id', 'o.order_result_id').select(['o.analyte', 'o.test_code']).where('r.order_id', '=', orderId).execute();

  test('a paid order goes Submitted, In Progress, Completed: each change recorded, the customer told twice with a link and no health data', async () => {
    const buyer = await paidOrder();
    await app.jobs.drain();
    const { email: buyerEmail } = await app.db.selectFrom('users').select('email').where('id', '=', buyer.userId).executeTakeFirstOrThrow();

    assert.equal(await status(buyer.orderId), Completed);
    const history = await app.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'cause', 'at']).where('order_id', '=', buyer.orderId).orderBy('at').orderBy('id').execute();
    assert.deepEqual(
      history.map((row) => [row.from_status, row.to_status]),
      [
        [Cart, Submitted],
        [Submitted, InProgress],
        [InProgress, Completed],
      ],
    );
    assert.match(history[1]?.cause ?? '', /^approved by the partner's physician \(requisition REQ-/);
    assert.match(history[2]?.cause ?? '', /^results reported by the laboratory/);
    assert.ok(history.every((row) => row.at instanceof Date));

    const partnerRow = await partnerOrder(buyer.orderId);
    assert.equal(partnerRow?.status, 4);
    assert.match(partnerRow?.partner_order_id ?? '', /^SBX-/);
    assert.equal(partnerRow?.error_message, null);
    const [report] = await app.db.selectFrom('order_results').selectAll().where('order_id', '=', buyer.orderId).execute();
    assert.ok(report && isValidNpi(report.physicians_npi ?? ''));
    assert.ok(report.approved_at instanceof Date && report.reported_at instanceof Date);
    assert.deepEqual(await observations(buyer.orderId), [{ analyte: 'Ferritin', test_code: `T${buyer.product.id.slice(0, 8)}` }]);

    const sent = await mails(buyer.userId);
    assert.deepEqual(
      sent.map((mail) => mail.send_by),
      ['order-approved', 'order-results'],
    );
    assert.match(sent[0]?.subject ?? '', /^Your labstore order \d+ is approved$/);
    assert.equal(sent[1]?.subject, 'Your labstore results are ready');
    assert.ok(sent.every((mail) => mail.to_address === buyerEmail));
    // Issue 18: the approval opens the order's lab-visit pass; the results, the order history.
    const links = new Map([
      ['order-approved', `${PUBLIC_URL}/pass/${buyer.orderId}`],
      ['order-results', `${PUBLIC_URL}/orderHistory`],
    ]);
    assert.ok(sent[0]?.body_html.includes('Open your lab-visit pass'), sent[0]?.body_html);
    for (const mail of sent) {
      const link = links.get(mail.send_by) ?? '';
      assert.ok(mail.body_text.includes(link), mail.body_text);
      assert.ok(mail.body_html.includes(`href="${link}"`), mail.body_html);
      for (const health of [buyer.product.name, `T${buyer.product.id.slice(0, 8)}`, 'ng/mL', report.physicians_name ?? '', report.api_result_id]) {
        assert.ok(!mail.body_text.includes(health) && !mail.body_html.includes(health) && !mail.subject.includes(health), `${mail.send_by} mentions ${health}`);
      }
    }
  });

  test('a test for the other sex is rejected: refunded in full, the reason kept, the customer told in their language', async () => {
    const buyer = await paidOrder({ languagePreference: 1 });
    await app.db.updateTable('partner_tests').set({ required_gender: 1 }).where('code', '=', `T${buyer.product.id.slice(0, 8)}`).execute();
    await app.jobs.drain();

    assert.equal(await status(buyer.orderId), Rejected);
    assert.deepEqual((await transitions(buyer.orderId)).slice(1), [[Submitted, Rejected]]);
    const partnerRow = await partnerOrder(buyer.orderId);
    assert.equal(partnerRow?.status, 3);
    assert.match(partnerRow?.rejection_reason ?? '', /is for male patients only/);
    const refunds = await app.db.selectFrom('payment_refunds').select(['reason', 'amount_cents', 'status']).where('order_id', '=', buyer.orderId).execute();
    assert.deepEqual(refunds, [{ reason: 'order_rejected', amount_cents: 3900, status: 'refunded' }]);
    const sent = await mails(buyer.userId);
    assert.deepEqual(
      sent.map((mail) => mail.send_by),
      ['order-rejected'],
    );
    assert.match(sent[0]?.subject ?? '', /^Su pedido \d+ de labstore no fue aprobado$/);
    assert.ok(!sent[0]?.body_text.includes('male'), 'the reason stays out of the e-mail');
    assert.ok(sent[0]?.body_html.includes(`href="${PUBLIC_URL}/orderHistory"`), 'a rejected order has no pass: the link is the order history');
  });

  test('each job run twice submits once and records once', async () => {
    const buyer = await paidOrder();
    const handlers = handlersWith();
    const context = { jobId: 'direct', attempt: 1, maxAttempts: 8 };
    await handlers.submit.run({ orderId: buyer.orderId }, context);
    await handlers.submit.run({ orderId: buyer.orderId }, context);
    await handlers.poll.run({ orderId: buyer.orderId }, context);
    await handlers.poll.run({ orderId: buyer.orderId }, context);
    // The queued submission and the polls the runs queued run too.
    await app.jobs.drain();

    assert.equal((await sandboxBooks(buyer.orderId)).length, 1);
    assert.equal((await partnerOrder(buyer.orderId))?.attempts, 1, 'recorded from one submission');
    assert.deepEqual((await transitions(buyer.orderId)).slice(1), [
      [Submitted, InProgress],
      [InProgress, Completed],
    ]);
    assert.equal((await app.db.selectFrom('order_results').select('id').where('order_id', '=', buyer.orderId).execute()).length, 1);
    assert.equal((await observations(buyer.orderId)).length, 1);
    assert.deepEqual(
      (await mails(buyer.userId)).map((mail) => mail.send_by),
      ['order-approved', 'order-results'],
    );
  });

  test('two workers on the same queue run each job once', async () => {
    const buyers = [await paidOrder(), await paidOrder(), await paidOrder(), await paidOrder()];
    const first = partnerWorker();
    const second = partnerWorker();
    await Promise.all([first.drain(), second.drain()]);
    await Promise.all([first.drain(), second.drain()]);

    for (const buyer of buyers) {
      assert.equal(await status(buyer.orderId), Completed);
      assert.equal((await sandboxBooks(buyer.orderId)).length, 1);
      assert.deepEqual((await transitions(buyer.orderId)).slice(1), [
        [Submitted, InProgress],
        [InProgress, Completed],
      ]);
      assert.equal((await mails(buyer.userId)).length, 2);
    }
    const jobs = await app.db.selectFrom('jobs').select(['kind', 'attempts', 'done_at']).where('kind', 'like', 'partner.%').execute();
    assert.equal(jobs.length, 8, 'a submission and a poll per order');
    assert.ok(jobs.every((job) => job.attempts === 1 && job.done_at instanceof Date), JSON.stringify(jobs));
  });

  test('a worker that dies mid-job (its lock expires) leaves the job to another, which finishes it once', async () => {
    const buyer = await paidOrder();
    const vanished = await jobsRepository(app.db).claimNext([PARTNER_SUBMIT_JOB], 'vanished', 60_000);
    assert.ok(vanished);
    // It got as far as the partner, then stopped.
    const built = await partnerRequestOf(app.db, buyer.orderId);
    assert.ok(built);
    await app.partner.submitOrder(built.request);
    await app.jobs.drain();
    assert.equal(await status(buyer.orderId), Submitted, 'a locked job is left alone');

    await app.db.updateTable('jobs').set({ locked_until: sql`now() - interval '1 second'` }).where('id', '=', vanished.id).execute();
    await app.jobs.drain();
    assert.equal(await status(buyer.orderId), Completed);
    assert.equal((await sandboxBooks(buyer.orderId)).length, 1);
    assert.deepEqual((await transitions(buyer.orderId)).slice(1), [
      [Submitted, InProgress],
      [InProgress, Completed],
    ]);
    const job = await app.db.selectFrom('jobs').select(['attempts', 'done_at']).where('id', '=', vanished.id).executeTakeFirstOrThrow();
    assert.equal(job.attempts, 2);
    assert.ok(job.done_at instanceof Date);
  });

  const failingPartner = (error: Error): PartnerService => ({
    ...app.partner,
    submitOrder: () => Promise.reject(error),
  });

  test('a partner unreachable through every retry leaves the order in ExternalApiError with the error kept', async () => {
    const buyer = await paidOrder();
    const worker = partnerWorker(failingPartner(new Error('connect ECONNREFUSED partner')), () => 0);
    await worker.drain();

    assert.equal(await status(buyer.orderId), ExternalApiError);
    const history = await app.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'cause']).where('order_id', '=', buyer.orderId).orderBy('at').orderBy('id').execute();
    assert.deepEqual(history.slice(1), [{ from_status: Submitted, to_status: ExternalApiError, cause: 'the partner could not take the order or answer about it' }]);
    assert.equal((await partnerOrder(buyer.orderId))?.error_message, 'connect ECONNREFUSED partner');
    const job = await app.db.selectFrom('jobs').select(['attempts', 'failed_at']).where('kind', '=', PARTNER_SUBMIT_JOB).executeTakeFirstOrThrow();
    assert.equal(job.attempts, 8);
    assert.ok(job.failed_at instanceof Date);
  });

  test('a refused submission is not retried: ExternalApiError at once, the refusal kept', async () => {
    const buyer = await paidOrder();
    const worker = partnerWorker(failingPartner(new PartnerRefusal('The partner answered 422 to POST /orders.')), () => 0);
    await worker.drain();
    assert.equal(await status(buyer.orderId), ExternalApiError);
    assert.equal((await partnerOrder(buyer.orderId))?.error_message, 'The partner answered 422 to POST /orders.');
    const job = await app.db.selectFrom('jobs').select(['attempts', 'done_at']).where('kind', '=', PARTNER_SUBMIT_JOB).executeTakeFirstOrThrow();
    assert.equal(job.attempts, 1);
  });

  test('the partner answering after all takes an ExternalApiError order on, without telling the approval twice', async () => {
    const buyer = await paidOrder();
    const context = { jobId: 'direct', attempt: 1, maxAttempts: 8 };
    const real = handlersWith();
    await real.submit.run({ orderId: buyer.orderId }, context);
    // The partner first answers "approved" (its results not yet in)...
    const approvedOnly = handlersWith({
      ...app.partner,
      async orderState(partnerOrderId) {
        const state = await app.partner.orderState(partnerOrderId);
        if (state.status !== 'results') return state;
        const { results: _results, ...approval } = state;
        return { ...approval, status: 'approved', expectedAt: null };
      },
    });
    await approvedOnly.poll.run({ orderId: buyer.orderId }, context);
    assert.equal(await status(buyer.orderId), InProgress);
    // ...then cannot be reached through every attempt...
    await app.db.transaction().execute((trx) => approvedOnly.poll.failed?.({ orderId: buyer.orderId }, { ...context, attempt: 8, error: 'The partner did not answer.', retryAt: undefined }, trx) ?? Promise.resolve());
    assert.equal(await status(buyer.orderId), ExternalApiError);
    assert.equal((await partnerOrder(buyer.orderId))?.error_message, 'The partner did not answer.');
    // ...then answers with the results.
    await real.poll.run({ orderId: buyer.orderId }, context);
    assert.equal(await status(buyer.orderId), Completed);
    assert.deepEqual((await transitions(buyer.orderId)).slice(1), [
      [Submitted, InProgress],
      [InProgress, ExternalApiError],
      [ExternalApiError, InProgress],
      [InProgress, Completed],
    ]);
    assert.deepEqual(
      (await mails(buyer.userId)).map((mail) => mail.send_by),
      ['order-approved', 'order-results'],
    );
    assert.equal((await partnerOrder(buyer.orderId))?.error_message, null);
  });

  test('an order canceled before the partner heard of it is never sent; one canceled after is withdrawn', async () => {
    const before = await paidOrder();
    const after = await paidOrder();
    const handlers = handlersWith();
    const context = { jobId: 'direct', attempt: 1, maxAttempts: 8 };
    await handlers.submit.run({ orderId: after.orderId }, context);
    await app.db.transaction().execute(async (trx) => {
      for (const orderId of [before.orderId, after.orderId]) {
        await trx.updateTable('orders').set({ status: ORDER_STATUS.Canceled }).where('id', '=', orderId).execute();
        await jobsRepository(trx).enqueue({ kind: PARTNER_CANCEL_JOB, payload: { orderId }, maxAttempts: 8 });
      }
    });
    await app.jobs.drain();
    assert.deepEqual(await sandboxBooks(before.orderId), []);
    const [books] = await sandboxBooks(after.orderId);
    assert.ok(books?.canceled_at instanceof Date);
    assert.equal(await status(after.orderId), ORDER_STATUS.Canceled, 'the poll leaves a canceled order as it is');
  });
});
