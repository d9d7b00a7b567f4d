import assert from 'node:assert/strict';
import { orderResultsDataSchema, orderResultsSchema, ORDER_STATUS, RESULTS_MESSAGES, resultTrendsSchema, messagesIn } from '@labstore/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { insertApprovedProduct } from '../checkout/checkout.test-fixtures';
import { createTestUser, PHOENIX, signIn, type TestUser, type TestUserOptions } from '../profiles/profiles.test-fixtures';
import { pdfBarcodes, pdfText } from './pdf-reading.test-support';
import { buildResultsTestApp } from './results.test-app.test-support';
import { approve, insertCompletedOrder, insertPaidOrder, report, TEST_LAB_ACCOUNT, TEST_OBSERVATIONS, TEST_PHYSICIAN } from './results.test-fixtures';

// spec/02 7 "Results and sharing", issue 17: an order's results and
// documents, for its owner and administrators only; no-store; every read
// logged; documents made once and stored.

type Headers = { authorization: string };

describe('results routes', () => {
  let app: FastifyInstance;
  let productId: string;
  let productName: string;

  beforeAll(async () => {
    app = await buildResultsTestApp();
    const product = await insertApprovedProduct(app, { name: `Ferritin ${Date.now()}` });
    productId = product.id;
    productName = product.name;
    await app.db.updateTable('products').set({ instructions_html: '<p>Drink water as usual.</p>', cpt: '82728' }).where('id', '=', productId).execute();
    const { pwn_code } = await app.db.selectFrom('products').select('pwn_code').where('id', '=', productId).executeTakeFirstOrThrow();
    await app.db.updateTable('partner_tests').set({ fasting_required: true }).where('code', '=', pwn_code).execute();
  });
  afterAll(() => app.close());

  async function customer(options: TestUserOptions = {}): Promise<TestUser & { headers: Headers }> {
    const user = await createTestUser(app, options);
    return { ...user, headers: await signIn(app, user.userId) };
  }

  async function admin(): Promise<{ userId: string; headers: Headers }> {
    const user = await createTestUser(app, { admin: true });
    return { userId: user.userId, headers: await signIn(app, user.userId) };
  }

  function get(url: string, headers: Headers): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'GET', url, headers });
  }

  const reads = (orderId: string) =>
    app.db.selectFrom('health_record_reads').select(['reader_user_id', 'api_result_id', 'record', 'path']).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute();

  function download(orderId: string, apiResultId: string, type: number | string, headers: Headers) {
    return get(`/api/order/results/download/${orderId}/${apiResultId}/${type}`, headers);
  }

  function assertNotFound(response: LightMyRequestResponse, message: string) {
    assert.equal(response.statusCode, 404, response.body);
    assert.deepEqual(response.json(), { message });
    assert.equal(response.headers['cache-control'], 'no-store');
  }

  test('before approval an order has no requisition: an empty list, and any download is 404', async () => {
    const owner = await customer();
    const order = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const list = await get(`/api/order/results/${order.orderId}`, owner.headers);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(orderResultsSchema.parse(list.json()), { results: [] });
    assert.equal(list.headers['cache-control'], 'no-store');
    assertNotFound(await download(order.orderId, 'REQ-NOT-YET', 1, owner.headers), RESULTS_MESSAGES.reportNotFound);
    assertNotFound(await get(`/api/order/results/get/REQ-NOT-YET/${order.orderId}`, owner.headers), RESULTS_MESSAGES.reportNotFound);
    // The refused reads are not logged; the list is.
    assert.deepEqual(await reads(order.orderId), [{ reader_user_id: owner.userId, api_result_id: null, record: 'results', path: 'owner' }]);
  });

  test('once approved: the requisition link, the requisition PDF with its barcode; the results are 404 until they arrive', async () => {
    const owner = await customer({ firstName: 'Lucía', lastName: 'Ortega' });
    const order = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId], status: ORDER_STATUS.InProgress });
    const requisitionId = await approve(app.db, order.orderId);

    const list = orderResultsSchema.parse((await get(`/api/order/results/${order.orderId}`, owner.headers)).json());
    assert.equal(list.results.length, 1);
    assert.deepEqual({ ...list.results[0], approvedDate: 'x' }, {
      apiResultId: requisitionId,
      physiciansName: TEST_PHYSICIAN.name,
      physiciansNPI: TEST_PHYSICIAN.npi,
      hasRequisitionPdf: true,
      hasResultsPdf: false,
      requisitionLink: `/api/order/results/download/${order.orderId}/${requisitionId}/1`,
      resultLink: null,
      approvedDate: 'x',
      reportedDate: null,
    });
    const availability = await get(`/api/order/results/get/${requisitionId}/${order.orderId}`, owner.headers);
    assert.deepEqual(availability.json(), { hasRequisitionPdf: true, hasResultsPdf: false });

    const pdf = await download(order.orderId, requisitionId, 1, owner.headers);
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.headers['content-disposition'], `attachment; filename="requisition-${order.number}.pdf"`);
    assert.equal(pdf.headers['cache-control'], 'no-store');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['Patient: Lucía Ortega', 'Date of birth: 05/07/1990', 'Sex: Female', `Order number: ${order.number}`, `${productName} 82728`, `NPI: ${TEST_PHYSICIAN.npi}`, `Lab account: ${TEST_LAB_ACCOUNT}`, 'Fasting required', 'Drink water as usual.']) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }
    assert.deepEqual(await pdfBarcodes(pdf.rawPayload), [requisitionId]);

    assertNotFound(await download(order.orderId, requisitionId, 3, owner.headers), RESULTS_MESSAGES.resultsNotReady);
    assert.deepEqual(
      (await reads(order.orderId)).map((read) => [read.record, read.api_result_id, read.path]),
      [
        ['results', null, 'owner'],
        ['results', requisitionId, 'owner'],
        ['requisition', requisitionId, 'owner'],
      ],
    );
  });

  test('a document type other than 1 or 3 is a 400 that says so', async () => {
    const owner = await customer();
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    for (const type of ['2', '0', 'x', '13']) {
      const response = await download(order.orderId, order.apiResultId, type, owner.headers);
      assert.equal(response.statusCode, 400, `${type}: ${response.body}`);
      assert.deepEqual(response.json().modelState, { type: [RESULTS_MESSAGES.documentType] });
    }
    const badOrder = await download('not-a-uuid', order.apiResultId, 1, owner.headers);
    assert.equal(badOrder.statusCode, 400);
  });

  test('a canceled order withdraws its requisition', async () => {
    const owner = await customer();
    const order = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId], status: ORDER_STATUS.Canceled });
    const requisitionId = await approve(app.db, order.orderId);
    assertNotFound(await download(order.orderId, requisitionId, 1, owner.headers), RESULTS_MESSAGES.requisitionNotReady);
    const list = orderResultsSchema.parse((await get(`/api/order/results/${order.orderId}`, owner.headers)).json());
    assert.equal(list.results[0]?.requisitionLink, null);
  });

  test('a completed order: both links, the results PDF, and the results as data', async () => {
    const owner = await customer({ firstName: 'Ana' });
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const [entry] = orderResultsSchema.parse((await get(`/api/order/results/${order.orderId}`, owner.headers)).json()).results;
    assert.equal(entry?.resultLink, `/api/order/results/download/${order.orderId}/${order.apiResultId}/3`);
    assert.equal(entry?.requisitionLink, `/api/order/results/download/${order.orderId}/${order.apiResultId}/1`);
    assert.ok(entry?.hasResultsPdf && entry.reportedDate);

    const pdf = await download(order.orderId, order.apiResultId, 3, owner.headers);
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.equal(pdf.headers['content-disposition'], `attachment; filename="results-${order.number}.pdf"`);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['Laboratory Results', 'Patient: Ana Doe', 'Ferritin 150 ng/mL 30 - 400 Normal', 'Glucose 131 mg/dL 70 - 99 High', 'Negative', `NPI: ${TEST_PHYSICIAN.npi}`, 'Collected:', 'Reported:']) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }

    const data = await get(`/api/order/results/data/${order.orderId}`, owner.headers);
    assert.equal(data.statusCode, 200, data.body);
    assert.equal(data.headers['cache-control'], 'no-store');
    const parsed = orderResultsDataSchema.parse(data.json());
    assert.deepEqual(parsed.patient, { firstName: 'Ana', lastName: 'Doe', birthDate: '1990-05-07', gender: 2 });
    assert.equal(parsed.orderNumber, order.number);
    assert.deepEqual(
      parsed.reports[0]?.observations.map((observation) => [observation.loinc, observation.value, observation.valueText, observation.unit, observation.rangeLow, observation.rangeHigh, observation.flag]),
      TEST_OBSERVATIONS.map((observation) => [observation.loinc, observation.value, observation.valueText, observation.unit, observation.rangeLow, observation.rangeHigh, observation.flag]),
    );
    // Stable ids: the same observation keeps its id.
    const again = orderResultsDataSchema.parse((await get(`/api/order/results/data/${order.orderId}`, owner.headers)).json());
    assert.deepEqual(again.reports[0]?.observations.map((observation) => observation.id), parsed.reports[0]?.observations.map((observation) => observation.id));
    assert.deepEqual((await reads(order.orderId)).map((read) => read.record), ['results', 'results', 'results-data', 'results-data']);
  });

  test("another customer gets 404 on every route naming the first one's order, and nothing is logged for them", async () => {
    const owner = await customer();
    const stranger = await customer();
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    for (const url of [
      `/api/order/results/${order.orderId}`,
      `/api/order/results/get/${order.apiResultId}/${order.orderId}`,
      `/api/order/results/download/${order.orderId}/${order.apiResultId}/1`,
      `/api/order/results/download/${order.orderId}/${order.apiResultId}/3`,
      `/api/order/results/data/${order.orderId}`,
    ]) {
      assertNotFound(await get(url, stranger.headers), RESULTS_MESSAGES.orderNotFound);
    }
    const trends = resultTrendsSchema.parse((await get('/api/order/results/trends', stranger.headers)).json());
    assert.deepEqual(trends.items, []);
    assert.deepEqual(await reads(order.orderId), []);
    assert.equal((await get(`/api/order/results/${order.orderId}`, { authorization: '' })).statusCode, 401);
  });

  test("an administrator reads any customer's documents, logged as 'administrator'; an administrator acting as the customer too", async () => {
    const owner = await customer();
    const administrator = await admin();
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    assert.equal((await download(order.orderId, order.apiResultId, 3, administrator.headers)).statusCode, 200);
    assert.equal((await get(`/api/order/results/data/${order.orderId}`, administrator.headers)).statusCode, 200);
    const actingHeaders = await signIn(app, owner.userId, { actingAdminId: administrator.userId });
    assert.equal((await download(order.orderId, order.apiResultId, 1, actingHeaders)).statusCode, 200);
    assert.equal((await download(order.orderId, order.apiResultId, 1, owner.headers)).statusCode, 200);
    assert.deepEqual(await reads(order.orderId), [
      { reader_user_id: administrator.userId, api_result_id: order.apiResultId, record: 'results', path: 'administrator' },
      { reader_user_id: administrator.userId, api_result_id: null, record: 'results-data', path: 'administrator' },
      { reader_user_id: administrator.userId, api_result_id: order.apiResultId, record: 'requisition', path: 'administrator' },
      { reader_user_id: owner.userId, api_result_id: order.apiResultId, record: 'requisition', path: 'owner' },
    ]);
  });

  test('an Arizona customer still reads their past results (spec/02 9)', async () => {
    const owner = await customer({ home: PHOENIX });
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    for (const url of [
      `/api/order/results/${order.orderId}`,
      `/api/order/results/get/${order.apiResultId}/${order.orderId}`,
      `/api/order/results/download/${order.orderId}/${order.apiResultId}/1`,
      `/api/order/results/download/${order.orderId}/${order.apiResultId}/3`,
      `/api/order/results/data/${order.orderId}`,
      '/api/order/results/trends',
    ]) {
      const response = await get(url, owner.headers);
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    }
  });

  test('concurrent first downloads give the same bytes and store one document; later reads serve the stored one', async () => {
    const owner = await customer();
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const responses = await Promise.all(Array.from({ length: 4 }, () => download(order.orderId, order.apiResultId, 1, owner.headers)));
    for (const response of responses) assert.equal(response.statusCode, 200, response.body);
    const stored = await app.db
      .selectFrom('result_documents as d')
      .innerJoin('order_results as r', 'r.id', 'd.order_result_id')
      .select(['d.kind', 'd.bytes'])
      .where('r.order_id', '=', order.orderId)
      .execute();
    assert.equal(stored.length, 1);
    for (const response of responses) assert.deepEqual(new Uint8Array(response.rawPayload), new Uint8Array(stored[0]?.bytes ?? []));
    // Made once: a later change of the patient's name does not remake it.
    await app.db.updateTable('profiles').set({ first_name: 'Renamed' }).where('id', '=', owner.profileId).execute();
    const later = await download(order.orderId, order.apiResultId, 1, owner.headers);
    assert.deepEqual(new Uint8Array(later.rawPayload), new Uint8Array(stored[0]?.bytes ?? []));
  });

  test("documents are written in the account's language", async () => {
    const owner = await customer({ languagePreference: 1, firstName: 'José' });
    const order = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const words = messagesIn('es').resultDocuments;
    const requisition = (await pdfText((await download(order.orderId, order.apiResultId, 1, owner.headers)).rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [words.requisitionTitle, `${words.patient}: José Doe`, `${words.sex}: ${words.female}`, 'Requiere ayuno']) {
      assert.ok(requisition.includes(expected), `"${expected}" in: ${requisition}`);
    }
    const results = (await pdfText((await download(order.orderId, order.apiResultId, 3, owner.headers)).rawPayload)).replace(/\s+/g, ' ');
    assert.ok(results.includes(words.resultsTitle) && results.includes(words.flagHigh), results);
  });

  test("trends: the caller's numeric results of Completed orders by analyte, oldest first", async () => {
    const owner = await customer();
    const first = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const second = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId], status: ORDER_STATUS.Completed });
    const secondRequisition = await approve(app.db, second.orderId);
    const glucose = TEST_OBSERVATIONS.filter((observation) => observation.loinc === '2345-7').map((observation) => ({ ...observation, value: 92, flag: 'normal' as const }));
    await report(app.db, second.orderId, secondRequisition, glucose, new Date(Date.now() + 60_000));
    // A submitted order's values (there are none yet) and another customer's never show.
    await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [productId] });
    const other = await customer();
    await insertCompletedOrder(app.db, { userId: other.userId, profileId: other.profileId, productIds: [productId] });

    const response = await get('/api/order/results/trends', owner.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { items } = resultTrendsSchema.parse(response.json());
    assert.deepEqual(
      items.map((item) => [item.analyte, item.unit, item.points.map((point) => [point.orderNumber, point.value, point.flag])]),
      [
        ['Ferritin', 'ng/mL', [[first.number, 150, 'normal']]],
        ['Glucose', 'mg/dL', [[first.number, 131, 'high'], [second.number, 92, 'normal']]],
      ],
    );
    const logged = await app.db.selectFrom('health_record_reads').select(['record', 'path', 'order_id']).where('reader_user_id', '=', owner.userId).execute();
    assert.deepEqual(logged, [{ record: 'results-data', path: 'owner', order_id: null }]);
  });
});
