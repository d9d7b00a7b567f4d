import assert from 'node:assert/strict';
import { orderActionResultSchema, ORDER_STATUS, orderResultsDataSchema, RESULTS_MESSAGES, unsolicitedReportsSchema } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { insertApprovedProduct } from '../checkout/checkout.test-fixtures';
import type { AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { createTestUser, signIn } from '../profiles/profiles.test-fixtures';
import { buildResultsTestApp, fakeUnsolicitedPartner, type FakeUnsolicitedPartner } from './results.test-app.test-support';
import { approve, insertCompletedOrder, insertPaidOrder, TEST_LAB_ACCOUNT, TEST_OBSERVATIONS, TEST_PHYSICIAN } from './results.test-fixtures';
import { bindUnsolicitedResults, unsolicitedReports } from './unsolicited-results';

// spec/02 7 unsolicited and bind, for administrators (docs/decisions.md
// "After the order"): the routes' access, and the rules with a partner that
// holds the reports the test gives it.

describe('unsolicited reports and bind', () => {
  let app: FastifyInstance;
  let productId: string;
  let partner: FakeUnsolicitedPartner;
  let adminAuth: AuthContext;
  let adminActor: AdminActor;
  let adminHeaders: { authorization: string };

  beforeAll(async () => {
    app = await buildResultsTestApp();
    productId = (await insertApprovedProduct(app)).id;
    partner = fakeUnsolicitedPartner();
    const administrator = await createTestUser(app, { admin: true });
    adminHeaders = await signIn(app, administrator.userId);
    adminAuth = { userId: administrator.userId, sessionId: 'session', email: administrator.email, isAdmin: true, isQuasiAdmin: false, actingAdminId: null, actingAdminEmail: null };
    adminActor = { userId: administrator.userId, email: administrator.email, address: '203.0.113.7' };
  });
  afterAll(() => app.close());

  function holdReport(clinicalReport: string) {
    const reportedAt = new Date('2026-11-20T15:00:00Z');
    partner.reports.set(clinicalReport, {
      clinicalReport,
      patientName: 'Jane Doe',
      reportedAt,
      results: { collectedAt: new Date('2026-11-19T14:00:00Z'), reportedAt, observations: [...TEST_OBSERVATIONS], physician: TEST_PHYSICIAN },
    });
  }

  async function orderInProgress() {
    const owner = await createTestUser(app);
    const order = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId], status: ORDER_STATUS.InProgress });
    const requisitionId = await approve(app.db, order.orderId);
    return { owner, order, requisitionId };
  }

  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof AppError, String(error));
    return error;
  }

  test('the routes are for administrators: a customer gets 403, and every answer is no-store', async () => {
    const customer = await createTestUser(app);
    const headers = await signIn(app, customer.userId);
    for (const url of ['/api/order/results/unsolicited', `/api/order/results/bind?orderId=${crypto.randomUUID()}&clinicalReport=R-1`]) {
      const refused = await app.inject({ method: 'GET', url, headers });
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.headers['cache-control'], 'no-store');
    }
    const listed = await app.inject({ method: 'GET', url: '/api/order/results/unsolicited', headers: adminHeaders });
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(listed.headers['cache-control'], 'no-store');
    unsolicitedReportsSchema.parse(listed.json());
  });

  test('bind through the route: an unknown order is 404, a Completed one 409, bad input 400', async () => {
    const owner = await createTestUser(app);
    const completed = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const bind = (query: string) => app.inject({ method: 'GET', url: `/api/order/results/bind?${query}`, headers: adminHeaders });
    const unknown = await bind(`orderId=${crypto.randomUUID()}&clinicalReport=R-1`);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { message: RESULTS_MESSAGES.orderNotFound });
    const done = await bind(`orderId=${completed.orderId}&clinicalReport=R-1`);
    assert.equal(done.statusCode, 409);
    assert.deepEqual(done.json(), { message: RESULTS_MESSAGES.bindNeedsInProgress });
    assert.equal((await bind('orderId=nope&clinicalReport=R-1')).statusCode, 400);
    assert.equal((await bind(`orderId=${completed.orderId}&clinicalReport=${encodeURIComponent('a b/c')}`)).statusCode, 400);
  });

  test('binding records the report with its results on the order, completes it through the transitions, and logs the read', async () => {
    const { owner, order, requisitionId } = await orderInProgress();
    holdReport('UNSOL-100');
    holdReport('UNSOL-101');
    const listed = await unsolicitedReports(app.db, partner, adminAuth);
    assert.deepEqual(listed.items.map((item) => item.clinicalReport).filter((id) => id.startsWith('UNSOL-10')), ['UNSOL-100', 'UNSOL-101']);

    const answer = orderActionResultSchema.parse(await bindUnsolicitedResults(app.db, partner, adminAuth, { orderId: order.orderId, clinicalReport: 'UNSOL-100' }, adminActor));
    assert.deepEqual(answer, { id: order.orderId, status: ORDER_STATUS.Completed, message: `The results of report UNSOL-100 were bound to order ${order.number}.` });

    const row = await app.db.selectFrom('orders').select('status').where('id', '=', order.orderId).executeTakeFirstOrThrow();
    assert.equal(row.status, ORDER_STATUS.Completed);
    const history = await app.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'actor_user_id']).where('order_id', '=', order.orderId).execute();
    assert.deepEqual(history, [{ from_status: ORDER_STATUS.InProgress, to_status: ORDER_STATUS.Completed, actor_user_id: adminAuth.userId }]);
    const reports = await app.db.selectFrom('order_results').select(['api_result_id', 'lab_account', 'physicians_npi']).where('order_id', '=', order.orderId).orderBy('created_at').execute();
    assert.deepEqual(reports.map((report) => report.api_result_id).sort(), [requisitionId, 'UNSOL-100'].sort());
    assert.ok(reports.every((report) => report.lab_account === TEST_LAB_ACCOUNT));

    // The customer sees the results as theirs.
    const data = await app.inject({ method: 'GET', url: `/api/order/results/data/${order.orderId}`, headers: await signIn(app, owner.userId) });
    const parsed = orderResultsDataSchema.parse(data.json());
    assert.deepEqual(parsed.reports.map((report) => [report.apiResultId, report.observations.length]), [['UNSOL-100', TEST_OBSERVATIONS.length]]);

    // A bound report is no longer listed, and cannot be bound again.
    const after = await unsolicitedReports(app.db, partner, adminAuth);
    assert.deepEqual(after.items.map((item) => item.clinicalReport).filter((id) => id.startsWith('UNSOL-10')), ['UNSOL-101']);
    const again = await orderInProgress();
    const refused = await refusal(bindUnsolicitedResults(app.db, partner, adminAuth, { orderId: again.order.orderId, clinicalReport: 'UNSOL-100' }, adminActor));
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.message, RESULTS_MESSAGES.unsolicitedNotFound);

    // Issue 19: one audit row for the bind, in its transaction; the refused second bind wrote none.
    const audited = await app.db.selectFrom('admin_audit').selectAll().where('action', '=', 'results.bind').where('subject_id', 'in', [order.orderId, again.order.orderId]).execute();
    assert.deepEqual(
      audited.map((row) => [row.actor_user_id, row.actor_email, row.subject_kind, row.subject_id, row.before, row.after, row.client_address]),
      [[adminActor.userId, adminActor.email, 'order', order.orderId, { status: ORDER_STATUS.InProgress }, { status: ORDER_STATUS.Completed, clinicalReport: 'UNSOL-100' }, '203.0.113.7']],
    );

    const logged = await app.db.selectFrom('health_record_reads').select(['reader_user_id', 'api_result_id', 'record', 'path']).where('order_id', '=', order.orderId).execute();
    assert.deepEqual(logged.find((read) => read.reader_user_id === adminAuth.userId), { reader_user_id: adminAuth.userId, api_result_id: 'UNSOL-100', record: 'results', path: 'administrator' });
  });

  test('only an order In Progress takes results, and only a report the partner holds', async () => {
    const { order } = await orderInProgress();
    const unknown = await refusal(bindUnsolicitedResults(app.db, partner, adminAuth, { orderId: order.orderId, clinicalReport: 'UNSOL-NONE' }, adminActor));
    assert.equal(unknown.statusCode, 404);
    const owner = await createTestUser(app);
    const submitted = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    holdReport('UNSOL-200');
    const early = await refusal(bindUnsolicitedResults(app.db, partner, adminAuth, { orderId: submitted.orderId, clinicalReport: 'UNSOL-200' }, adminActor));
    assert.equal(early.statusCode, 409);
    const status = await app.db.selectFrom('orders').select('status').where('id', '=', submitted.orderId).executeTakeFirstOrThrow();
    assert.equal(status.status, ORDER_STATUS.Submitted);
    const audited = await app.db.selectFrom('admin_audit').select('id').where('subject_id', 'in', [order.orderId, submitted.orderId]).execute();
    assert.deepEqual(audited, []);
  });
});
