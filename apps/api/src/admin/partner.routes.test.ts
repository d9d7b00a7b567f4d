import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ADMIN_LIST_MESSAGES, partnerOrderListSchema, partnerTestListSchema, type PartnerOrderList } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { paidBuyer } from '../order-history/order-history.test-fixtures';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, signedInAdmin, signIn, type TestUser } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 19, spec/03 2 Pwn Tests and Pwn Orders tabs, 4, 7 Partner and 9: the
// partner's tests through the partner interface, and the orders sent to it.

type Headers = Record<string, string>;

describe('the administrators’ partner routes', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let customer: Headers;
  let patient: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ({ headers: admin } = await signedInAdmin(app));
    patient = await createTestUser(app);
    customer = await signIn(app, patient.userId);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Headers = admin) => app.inject({ method: 'GET', url, headers });
  const orders = async (status: number, query = ''): Promise<PartnerOrderList> => {
    const response = await get(`/api/pwnhealth/orders/${status}${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return partnerOrderListSchema.parse(response.json());
  };

  /** An order and its partner row, created `minutesAgo` before now, its partner id holding `marker`. */
  const partnerOrder = async (marker: string, minutesAgo: number, values: { status?: number; partnerOrderId?: string | null; error?: string; rejection?: string } = {}) => {
    const order = await app.db.insertInto('orders').values({ status: 2, user_id: patient.userId, profile_id: patient.profileId, submitted_at: new Date() }).returning(['id', 'number']).executeTakeFirstOrThrow();
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await app.db
      .insertInto('partner_orders')
      .values({
        order_id: order.id,
        partner_order_id: values.partnerOrderId === undefined ? `PWN-${marker}-${minutesAgo}` : values.partnerOrderId,
        status: values.status ?? 1,
        status_at: at,
        created_at: at,
        error_message: values.error ?? null,
        rejection_reason: values.rejection ?? null,
      })
      .execute();
    return order;
  };

  test('anonymous callers get 401 and customers 403', async () => {
    for (const url of ['/api/pwnhealth/types?$orderby=Name', '/api/pwnhealth/orders/0']) {
      assert.deepEqual([(await get(url, {})).statusCode, (await get(url, {})).json()], [401, { message: UNAUTHORIZED_MESSAGE }], url);
      assert.deepEqual([(await get(url, customer)).statusCode, (await get(url, customer)).json()], [403, { message: FORBIDDEN_MESSAGE }], url);
    }
  });

  test('GET /api/pwnhealth/types: the partner’s tests by name, every field of spec/03 3, as the partner interface answers them', async () => {
    await app.db
      .insertInto('partner_tests')
      .values([
        { code: 'ZZ1', name: 'Zinc', same_day: true, required_gender: null, fasting_required: false },
        { code: 'PSA1', name: 'Prostate-Specific Antigen', required_gender: 1, disclaimers_required: true, customer_physician_required: true, fasting_required: true },
      ])
      .execute();
    const response = await get('/api/pwnhealth/types?$orderby=Name');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const list = partnerTestListSchema.parse(response.json());
    assert.deepEqual(list.items, [
      { name: 'Prostate-Specific Antigen', code: 'PSA1', sameDay: false, requiredGender: 1, disclaimersRequired: true, customerPhysicianRequired: true, fastingRequired: true },
      { name: 'Zinc', code: 'ZZ1', sameDay: true, requiredGender: null, disclaimersRequired: false, customerPhysicianRequired: false, fastingRequired: false },
    ]);
    const partnerTests = await app.partner.tests();
    assert.deepEqual([list.count, list.items.map((item) => item.code).sort()], [partnerTests.length, partnerTests.map((item) => item.code).sort()]);
    assert.equal((await get('/api/pwnhealth/types')).statusCode, 200);
  });

  test('GET /api/pwnhealth/orders/{status}: a paid order sent to the partner is listed pending with its number and the partner’s id', async () => {
    const buyer = await paidBuyer(app);
    await app.jobs.drain();
    const entry = (await orders(1, `?search=${buyer.number}&$top=50`)).items.find((item) => item.linkedOrder.id === buyer.orderId);
    assert.ok(entry, 'listed as pending');
    assert.equal(entry.linkedOrder.number, buyer.number);
    assert.equal(entry.pwnStatus, 1);
    assert.ok(entry.pwnOrderId);
    assert.deepEqual([entry.errorMessage, entry.rejectionReason], [null, null]);
  });

  test('filters by status (0 all), keeps the failed order’s error and the rejection’s reason, searches, and pages 10 at a time, newest first', async () => {
    const marker = randomUUID().slice(0, 8);
    const pending = await partnerOrder(marker, 50, { status: 1 });
    const approved = await partnerOrder(marker, 40, { status: 2 });
    const rejected = await partnerOrder(marker, 30, { status: 3, rejection: 'Not appropriate for the patient' });
    const resulted = await partnerOrder(marker, 20, { status: 4 });
    const failed = await partnerOrder(randomUUID(), 10, { partnerOrderId: null, error: 'The lab partner could not be reached: 503' });

    const all = await orders(0, `?search=pwn-${marker.toUpperCase()}`);
    assert.deepEqual([all.count, all.items.map((item) => item.linkedOrder.id)], [4, [resulted.id, rejected.id, approved.id, pending.id]]);
    for (const [status, order] of [[1, pending], [2, approved], [3, rejected], [4, resulted]] as const) {
      const filtered = await orders(status, `?search=${marker}`);
      assert.deepEqual(filtered.items.map((item) => [item.linkedOrder.id, item.pwnStatus]), [[order.id, status]], `status ${status}`);
    }
    assert.equal((await orders(3, `?search=${marker}`)).items[0]?.rejectionReason, 'Not appropriate for the patient');

    const failedEntry = (await orders(0, `?search=${failed.number}`)).items.find((item) => item.linkedOrder.id === failed.id);
    assert.deepEqual(failedEntry && { ...failedEntry, pwnTimestamp: typeof failedEntry.pwnTimestamp }, {
      linkedOrder: { id: failed.id, number: failed.number },
      pwnOrderId: null,
      pwnStatus: 1,
      pwnTimestamp: 'string',
      errorMessage: 'The lab partner could not be reached: 503',
      rejectionReason: null,
    });

    // Wildcards are taken literally.
    assert.equal((await orders(0, '?search=%25')).count, 0);
    assert.equal((await orders(0, '?search=_')).count, 0);

    const pageMarker = randomUUID().slice(0, 8);
    for (let minutes = 1; minutes <= 12; minutes++) await partnerOrder(pageMarker, 100 + minutes);
    const first = await orders(0, `?search=${pageMarker}`);
    assert.deepEqual([first.count, first.items.length, first.items[0]?.pwnOrderId], [12, 10, `PWN-${pageMarker}-101`]);
    const second = await orders(0, `?search=${pageMarker}&$skip=10&$top=10`);
    assert.deepEqual(second.items.map((item) => item.pwnOrderId), [`PWN-${pageMarker}-111`, `PWN-${pageMarker}-112`]);
  });

  test('a status other than 0 to 4, bad paging or a long search answers 400 with a clear message', async () => {
    for (const status of ['5', '-1', '01', '1.5', 'all', '%00', 'x'.repeat(50)]) {
      const response = await get(`/api/pwnhealth/orders/${status}`);
      assert.equal(response.statusCode, 400, status);
    }
    // Past the router's longest parameter: refused before the route, never a 5xx.
    assert.equal((await get(`/api/pwnhealth/orders/${'x'.repeat(200)}`)).statusCode, 414);
    assert.deepEqual((await get('/api/pwnhealth/orders/9')).json(), { message: 'The request is invalid.', modelState: { status: [ADMIN_LIST_MESSAGES.partnerOrderStatus] } });
    for (const query of ['?$top=0', '?$top=51', '?$skip=-1', `?search=${'1'.repeat(101)}`, '?search=a%00b']) {
      assert.equal((await get(`/api/pwnhealth/orders/0${query}`)).statusCode, 400, query);
    }
    assert.equal((await get('/api/pwnhealth/types?$orderby=Code')).statusCode, 400);
  });
});
