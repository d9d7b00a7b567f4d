import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { LAB_VISIT_PASS_MESSAGES, labVisitPassSchema, ORDER_STATUS, PASS_CENTERS, RESULTS_MESSAGES, testCenterListResponseSchema, waitingPassesSchema, type LabVisitPass } from '@labstore/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { insertPanel } from '../cart/cart.test-fixtures';
import { insertApprovedProduct } from '../checkout/checkout.test-fixtures';
import { paidBuyer } from '../order-history/order-history.test-fixtures';
import { CHICAGO, createTestUser, signIn, type TestUserOptions } from '../profiles/profiles.test-fixtures';
import { approve, insertCompletedOrder, insertPaidOrder, TEST_PHYSICIAN } from '../results/results.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { decodeSvgBarcode, svgElements } from './svg-barcode.test-support';

// Issue 18 "The lab-visit pass": an approved order's pass for its owner (404
// for anyone else's, 409 before approval), no-store, every pass logged; the
// list of passes waiting for their visit. Orders are approved by the sandbox
// partner at once (PARTNER_SANDBOX_APPROVAL_SECONDS=0) and its results come a
// week later, so they stay In Progress; the seeded test centers answer.

type Headers = Record<string, string>;

describe('lab-visit pass', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ environment: { PARTNER_SANDBOX_APPROVAL_SECONDS: '0', PARTNER_SANDBOX_RESULTS_SECONDS: String(7 * 86_400) } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Headers = {}): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers });
  const passRequest = (orderId: string, headers: Headers) => get(`/api/order/pass/${orderId}`, headers);
  const passReads = (orderId: string) => app.db.selectFrom('health_record_reads').select(['reader_user_id', 'api_result_id', 'path']).where('order_id', '=', orderId).where('record', '=', 'pass').execute();
  const partnerCodeOf = async (productId: string) => (await app.db.selectFrom('products').select('pwn_code').where('id', '=', productId).executeTakeFirstOrThrow()).pwn_code;

  async function pass(orderId: string, headers: Headers): Promise<LabVisitPass> {
    const response = await passRequest(orderId, headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    return labVisitPassSchema.parse(response.json());
  }

  async function customer(options: TestUserOptions = {}) {
    const user = await createTestUser(app, options);
    return { ...user, headers: await signIn(app, user.userId) };
  }

  /** The product's partner test asks for a fast of `hours` (null: none), with this preparation. */
  async function prepare(productId: string, hours: number | null, instructions = '') {
    await app.db.updateTable('products').set({ instructions_html: instructions }).where('id', '=', productId).execute();
    await app.db
      .updateTable('partner_tests')
      .set({ fasting_required: hours !== null, fasting_hours: hours })
      .where('code', '=', await partnerCodeOf(productId))
      .execute();
  }

  test('an order the physician approved: its patient, requisition with barcode, tests, fast, preparation and nearest centers; the read logged', async () => {
    const buyer = await paidBuyer(app, { firstName: 'Lucía', lastName: 'Ortega' });
    await prepare(buyer.product.id, 12, '<p>Fast for 9-12 hours before your draw.</p><p>Bring a <strong>photo ID</strong>.</p>');
    const [report] = await app.db.selectFrom('order_results').selectAll().where('order_id', '=', buyer.orderId).execute();
    assert.ok(report?.approved_at, 'the sandbox partner approved the order');
    const before = Date.now();

    const answer = await pass(buyer.orderId, buyer.headers);
    const receipt = (await get(`/api/order/receipt/${buyer.orderId}`, buyer.headers)).json<{ patient: unknown }>();
    const results = (await get(`/api/order/results/${buyer.orderId}`, buyer.headers)).json<{ results: Array<{ requisitionLink: string }> }>();
    const finder = testCenterListResponseSchema.parse((await get(`/api/labsite/list?zip=46204&$top=${PASS_CENTERS}`)).json());
    const product = await app.db.selectFrom('products').select(['name', 'cpt']).where('id', '=', buyer.product.id).executeTakeFirstOrThrow();
    const [requisition] = answer.requisitions;
    assert.ok(requisition);
    assert.deepEqual({ ...answer, requisitions: answer.requisitions.map((entry) => ({ ...entry, barcodeSvg: '…' })), issuedAt: '…' }, {
      orderId: buyer.orderId,
      orderNumber: buyer.number,
      status: ORDER_STATUS.InProgress,
      // As the receipt names the patient.
      patient: { fullName: 'Lucía Ortega', birthDate: '1990-05-07T00:00:00.000Z' },
      requisitions: [
        {
          apiResultId: report.api_result_id,
          barcodeSvg: '…',
          requisitionLink: results.results[0]?.requisitionLink,
          physiciansName: report.physicians_name,
          physiciansNPI: report.physicians_npi,
          approvedDate: report.approved_at.toISOString(),
        },
      ],
      tests: [{ name: product.name, cpt: product.cpt, fastingRequired: true }],
      fastingHours: 12,
      preparation: ['Fast for 9-12 hours before your draw.\nBring a photo ID.'],
      // The home address's zip (Indianapolis), the finder's nearest first.
      centers: finder.items,
      issuedAt: '…',
    });
    assert.deepEqual(receipt.patient, answer.patient);
    assert.equal(answer.centers.length, PASS_CENTERS);
    assert.ok(Date.parse(answer.issuedAt) >= before && Date.parse(answer.issuedAt) <= Date.now());

    // The barcode: a well-formed SVG of bars only, black on white, that a scanner reads as the requisition id.
    const elements = svgElements(requisition.barcodeSvg);
    assert.deepEqual([...new Set(elements.map((element) => element.name))], ['svg', 'rect', 'path']);
    const attributes = new Set(elements.flatMap((element) => [...element.attributes.keys()]));
    assert.deepEqual([...attributes].sort(), ['d', 'fill', 'height', 'stroke', 'stroke-width', 'viewBox', 'width', 'xmlns']);
    assert.deepEqual(new Set(elements.flatMap((element) => [element.attributes.get('fill'), element.attributes.get('stroke')]).filter(Boolean)), new Set(['#FFFFFF', '#000000']));
    assert.equal(decodeSvgBarcode(requisition.barcodeSvg), report.api_result_id);

    assert.deepEqual(await passReads(buyer.orderId), [{ reader_user_id: buyer.userId, api_result_id: null, path: 'owner' }]);
  });

  test("another customer's order, an unknown one and a cart are 404, as the results routes answer, and nothing is logged", async () => {
    const buyer = await paidBuyer(app);
    const stranger = await customer();
    for (const orderId of [buyer.orderId, randomUUID()]) {
      const refused = await passRequest(orderId, stranger.headers);
      assert.equal(refused.statusCode, 404, refused.body);
      assert.deepEqual(refused.json(), { message: RESULTS_MESSAGES.orderNotFound });
      assert.equal(refused.headers['cache-control'], 'no-store');
    }
    const cart = await app.inject({ method: 'POST', url: '/api/order/add', payload: { productId: (await insertApprovedProduct(app)).id }, headers: stranger.headers });
    assert.equal((await passRequest(cart.json<{ id: string }>().id, stranger.headers)).statusCode, 404);
    assert.deepEqual(await passReads(buyer.orderId), []);
    assert.equal((await passRequest('not-an-id', stranger.headers)).statusCode, 400);
    assert.equal((await passRequest(buyer.orderId, {})).statusCode, 401);
  });

  test('before approval the pass is 409 with words saying when it comes, in the reader\'s language; a canceled order has none', async () => {
    const owner = await customer();
    const product = await insertApprovedProduct(app);
    const waiting = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id] });
    const early = await passRequest(waiting.orderId, owner.headers);
    assert.equal(early.statusCode, 409);
    assert.deepEqual(early.json(), { message: LAB_VISIT_PASS_MESSAGES.notApproved });
    assert.equal(early.headers['cache-control'], 'no-store');
    const spanish = await passRequest(waiting.orderId, { ...owner.headers, 'accept-language': 'es' });
    assert.deepEqual(spanish.json(), { message: 'Su pase para la visita al laboratorio estará listo cuando un médico apruebe el pedido.' });

    const canceled = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id], status: ORDER_STATUS.Canceled });
    await approve(app.db, canceled.orderId);
    const closed = await passRequest(canceled.orderId, owner.headers);
    assert.equal(closed.statusCode, 409);
    assert.deepEqual(closed.json(), { message: LAB_VISIT_PASS_MESSAGES.closed });
    assert.deepEqual([...(await passReads(waiting.orderId)), ...(await passReads(canceled.orderId))], []);
  });

  test('the fast is the longest any test asks for, panel members included; a fast with no figure is 8 hours; each preparation once', async () => {
    const owner = await customer();
    const [short, long, none, unstated] = [await insertApprovedProduct(app), await insertApprovedProduct(app), await insertApprovedProduct(app), await insertApprovedProduct(app)];
    const same = '<p>Fast for at least 8 hours.</p>';
    await prepare(short.id, 8, same);
    await prepare(long.id, 12, '<p>Fast for 12 hours.</p>');
    await prepare(none.id, null, same);
    await prepare(unstated.id, null);
    await app.db.updateTable('partner_tests').set({ fasting_required: true }).where('code', '=', await partnerCodeOf(unstated.id)).execute();
    const panel = await insertPanel(app, [long, none], { name: `Panel ${randomUUID().slice(0, 8)}` });

    // Ordered: the short fast, and the panel whose member asks for the long one.
    const order = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [short.id, panel.id], status: ORDER_STATUS.InProgress });
    const panelLine = await app.db.selectFrom('order_items').select('id').where('order_id', '=', order.orderId).where('product_id', '=', panel.id).executeTakeFirstOrThrow();
    await app.db
      .insertInto('order_items')
      .values([long, none].map((member) => ({ order_id: order.orderId, product_id: member.id, profile_id: owner.profileId, parent_item_id: panelLine.id, initial_price_cents: 0, price_cents: 0 })))
      .execute();
    await approve(app.db, order.orderId);
    const answer = await pass(order.orderId, owner.headers);
    assert.equal(answer.fastingHours, 12);
    assert.deepEqual(
      answer.tests.map((entry) => [entry.name, entry.fastingRequired]).sort(),
      [
        [panel.name, true],
        [short.name, true],
      ].sort(),
    );
    assert.deepEqual(answer.preparation, ['Fast for at least 8 hours.']);

    const other = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [unstated.id, none.id], status: ORDER_STATUS.InProgress });
    await approve(app.db, other.orderId);
    assert.equal((await pass(other.orderId, owner.headers)).fastingHours, 8);

    const noFast = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [none.id], status: ORDER_STATUS.InProgress });
    await approve(app.db, noFast.orderId);
    const plain = await pass(noFast.orderId, owner.headers);
    assert.equal(plain.fastingHours, null);
    assert.deepEqual(plain.tests, [{ name: none.name, cpt: '82728', fastingRequired: false }]);
  });

  test('the centers are those nearest the billing address when there is no home one, and none without any address', async () => {
    const owner = await customer();
    const product = await insertApprovedProduct(app);
    const order = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id], status: ORDER_STATUS.InProgress });
    await approve(app.db, order.orderId);
    await app.db.deleteFrom('addresses').where('profile_id', '=', owner.profileId).execute();
    await app.db
      .insertInto('addresses')
      .values({ profile_id: owner.profileId, address_type: 1, address_line: CHICAGO.addressLine, city: CHICAGO.city, state: CHICAGO.state, zip: CHICAGO.zip })
      .execute();
    const finder = testCenterListResponseSchema.parse((await get(`/api/labsite/list?zip=${CHICAGO.zip}&$top=${PASS_CENTERS}`)).json());
    const chicago = await pass(order.orderId, owner.headers);
    assert.deepEqual(chicago.centers, finder.items);
    assert.ok(chicago.centers.every((center) => center.state === 'IL' || center.distance < 60), JSON.stringify(chicago.centers));

    await app.db.deleteFrom('addresses').where('profile_id', '=', owner.profileId).execute();
    assert.deepEqual((await pass(order.orderId, owner.headers)).centers, []);
  });

  test('a Completed order keeps its pass, as one approved and then waiting for the laboratory; an administrator reads one as the order\'s results, logged as the administrator', async () => {
    const owner = await customer();
    const product = await insertApprovedProduct(app);
    const completed = await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id] });
    const answer = await pass(completed.orderId, owner.headers);
    assert.equal(answer.status, ORDER_STATUS.Completed);
    assert.deepEqual(
      answer.requisitions.map((entry) => [entry.apiResultId, entry.physiciansName]),
      [[completed.apiResultId, TEST_PHYSICIAN.name]],
    );

    // Approved, then the laboratory could not be reached: its requisition still stands, so does its pass.
    const stuck = await insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id], status: ORDER_STATUS.ExternalApiError });
    await approve(app.db, stuck.orderId);
    assert.equal((await pass(stuck.orderId, owner.headers)).status, ORDER_STATUS.ExternalApiError);

    const admin = await createTestUser(app, { admin: true });
    await pass(completed.orderId, await signIn(app, admin.userId));
    // An administrator acting as the customer (login-as) is the reader, too.
    await pass(completed.orderId, await signIn(app, owner.userId, { actingAdminId: admin.userId }));
    assert.deepEqual(
      (await passReads(completed.orderId)).map((read) => [read.reader_user_id, read.path]),
      [
        [owner.userId, 'owner'],
        [admin.userId, 'administrator'],
        [admin.userId, 'administrator'],
      ],
    );
  });

  test('GET /api/order/passes: the caller\'s approved orders still waiting for their visit, newest first', async () => {
    const owner = await customer();
    const product = await insertApprovedProduct(app);
    const order = (status: number) => insertPaidOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id], status });
    const older = await order(ORDER_STATUS.InProgress);
    const olderApproval = await approve(app.db, older.orderId);
    await order(ORDER_STATUS.Submitted);
    await insertCompletedOrder(app.db, { userId: owner.userId, profileId: owner.profileId, productIds: [product.id] });
    // In Progress but its requisition not recorded yet: nothing to take to the center.
    await order(ORDER_STATUS.InProgress);
    const newer = await order(ORDER_STATUS.InProgress);
    await approve(app.db, newer.orderId);
    await paidBuyer(app);

    const response = await get('/api/order/passes', owner.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { items } = waitingPassesSchema.parse(response.json());
    const approvals = await app.db.selectFrom('order_results').select(['order_id', 'approved_at']).where('api_result_id', 'in', [olderApproval]).execute();
    assert.deepEqual(
      items.map((item) => [item.orderId, item.orderNumber]),
      [
        [newer.orderId, newer.number],
        [older.orderId, older.number],
      ],
    );
    assert.equal(items[1]?.approvedDate, approvals[0]?.approved_at?.toISOString());
    assert.deepEqual(waitingPassesSchema.parse((await get('/api/order/passes', (await customer()).headers)).json()), { items: [] });
    assert.equal((await get('/api/order/passes')).statusCode, 401);
  });
});
