import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createTestDatabase } from '@labstore/db/testing';
import type { DatabaseHandle } from '@labstore/db';
import { isValidNpi } from './npi';
import { PartnerRefusal, type PartnerOrderRequest, type PartnerService } from './partner-service';
import { SANDBOX_LAB_ACCOUNT, sandboxPartner } from './sandbox-partner';

// The sandbox partner on its own books, on a clock the test moves: the slot
// it approves at, its physician, results an hour later, the same answer to a
// second submission, rejection, cancel, and reports left by a late cancel.

describe('the sandbox partner', () => {
  let database: DatabaseHandle;
  let clock = new Date();
  let partner: PartnerService;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    partner = sandboxPartner({ db: database.db, resultsSeconds: 3600, now: () => clock });
    await database.db
      .insertInto('partner_tests')
      .values([
        { code: 'SBXLIPID', name: 'Lipid Panel' },
        { code: 'SBXPSA', name: 'PSA', required_gender: 1 },
      ])
      .execute();
  });
  afterAll(() => database.close());

  const request = (tests: PartnerOrderRequest['tests'], gender = 2): PartnerOrderRequest => ({
    orderId: randomUUID(),
    orderNumber: 1001,
    patient: { firstName: 'Jane', lastName: 'Doe', birthDate: '1990-05-07', gender, email: 'jane@example.com', phone: null, address: null },
    tests,
  });
  const lipid = { code: 'SBXLIPID', name: 'Lipid Panel' };
  const psa = { code: 'SBXPSA', name: 'PSA' };

  // 7:00 in Indianapolis (EST, UTC-5): the next slot is 8:00, 13:00 UTC.
  const SUBMITTED = new Date('2026-11-27T12:00:00Z');
  const SLOT = new Date('2026-11-27T13:00:00Z');

  test('approved at the next slot by a physician with a valid NPI; results an hour later, stable; a second submission is the first', async () => {
    clock = SUBMITTED;
    const order = request([lipid]);
    const { partnerOrderId } = await partner.submitOrder(order);
    assert.deepEqual(await partner.submitOrder(order), { partnerOrderId }, 'the same order again is the same partner order');
    assert.equal((await database.db.selectFrom('sandbox_partner_orders').select('partner_order_id').where('order_id', '=', order.orderId).execute()).length, 1);

    clock = new Date('2026-11-27T12:59:59Z');
    assert.deepEqual(await partner.orderState(partnerOrderId), { status: 'pending', expectedAt: SLOT });

    clock = SLOT;
    const approved = await partner.orderState(partnerOrderId);
    assert.equal(approved.status, 'approved');
    if (approved.status !== 'approved') return;
    assert.ok(isValidNpi(approved.physician.npi), approved.physician.npi);
    assert.match(approved.physician.name, /^Dr\. /);
    assert.deepEqual(
      { approvedAt: approved.approvedAt, expectedAt: approved.expectedAt, labAccount: approved.labAccount, codes: approved.approvedTestCodes },
      { approvedAt: SLOT, expectedAt: new Date('2026-11-27T14:00:00Z'), labAccount: SANDBOX_LAB_ACCOUNT, codes: ['SBXLIPID'] },
    );

    clock = new Date('2026-11-27T14:00:00Z');
    const resulted = await partner.orderState(partnerOrderId);
    assert.equal(resulted.status, 'results');
    if (resulted.status !== 'results') return;
    assert.equal(resulted.requisitionId, approved.requisitionId);
    assert.deepEqual(resulted.physician, approved.physician);
    assert.deepEqual(resulted.results.reportedAt, clock);
    assert.ok(resulted.results.collectedAt > SLOT && resulted.results.collectedAt < clock);
    assert.ok(resulted.results.observations.length >= 1);
    assert.ok(resulted.results.observations.every((observation) => observation.testCode === 'SBXLIPID'));
    clock = new Date('2026-11-28T14:00:00Z');
    assert.deepEqual(await partner.orderState(partnerOrderId), resulted, 'the same results on every read');
  });

  test('after 8:00 pm the order waits for 8:00 the next morning', async () => {
    clock = new Date('2026-11-28T01:00:01Z'); // 20:00:01 in Indianapolis
    const { partnerOrderId } = await partner.submitOrder(request([lipid]));
    assert.deepEqual(await partner.orderState(partnerOrderId), { status: 'pending', expectedAt: new Date('2026-11-28T13:00:00Z') });
  });

  test('a test for men only, ordered for a woman, is rejected at the slot with its reason; a man gets it approved', async () => {
    clock = SUBMITTED;
    const { partnerOrderId } = await partner.submitOrder(request([lipid, psa], 2));
    assert.equal((await partner.orderState(partnerOrderId)).status, 'pending', 'the decision is known at the slot, not before');
    clock = SLOT;
    const state = await partner.orderState(partnerOrderId);
    assert.equal(state.status, 'rejected');
    if (state.status === 'rejected') assert.equal(state.reason, 'The test PSA is for male patients only.');

    clock = SUBMITTED;
    const man = await partner.submitOrder(request([psa], 1));
    clock = SLOT;
    assert.equal((await partner.orderState(man.partnerOrderId)).status, 'approved');
  });

  test('a test the laboratory does not offer is rejected', async () => {
    clock = SUBMITTED;
    const { partnerOrderId } = await partner.submitOrder(request([{ code: 'NOSUCH', name: 'Unknown' }]));
    clock = SLOT;
    const state = await partner.orderState(partnerOrderId);
    assert.equal(state.status === 'rejected' && state.reason, 'The laboratory does not offer the test Unknown (NOSUCH).');
  });

  test('a canceled order answers canceled; one canceled after its results leaves an unsolicited report, one canceled before does not', async () => {
    clock = SUBMITTED;
    const early = await partner.submitOrder(request([lipid]));
    const late = request([lipid]);
    const { partnerOrderId: lateId } = await partner.submitOrder(late);
    clock = SLOT;
    await partner.cancelOrder(early.partnerOrderId);
    await partner.cancelOrder(early.partnerOrderId);
    assert.deepEqual(await partner.orderState(early.partnerOrderId), { status: 'canceled' });

    clock = new Date('2026-11-27T15:00:00Z');
    const resulted = await partner.orderState(lateId);
    assert.equal(resulted.status, 'results');
    if (resulted.status !== 'results') return;
    await partner.cancelOrder(lateId);
    const reports = await partner.unsolicitedReports();
    const report = reports.find((entry) => entry.clinicalReport === resulted.requisitionId);
    assert.deepEqual(report, { clinicalReport: resulted.requisitionId, patientName: 'Jane Doe', reportedAt: new Date('2026-11-27T14:00:00Z') });
    assert.equal(reports.length, 1, 'the order canceled before its results left none');
    const unsolicited = await partner.unsolicitedResults(resulted.requisitionId);
    assert.deepEqual(unsolicited, { ...resulted.results, physician: resulted.physician });
    await assert.rejects(partner.unsolicitedResults('REQ-nothing'), PartnerRefusal);
  });

  test('an unknown partner order is refused; the test list and approved codes are the partner tests; centers near a zip', async () => {
    await assert.rejects(partner.orderState('SBX-unknown'), PartnerRefusal);
    const codes = await partner.approvedTestCodes();
    assert.ok(codes.includes('SBXLIPID') && codes.includes('SBXPSA'));
    const psaTest = (await partner.tests()).find((entry) => entry.code === 'SBXPSA');
    assert.deepEqual(psaTest, { code: 'SBXPSA', name: 'PSA', sameDay: false, requiredGender: 1, disclaimersRequired: false, customerPhysicianRequired: false, fastingRequired: false });
    const centers = await partner.centersNear('46204');
    assert.equal(centers.length, 10);
    assert.ok(centers.every((center) => typeof center.latitude === 'number' && center.name !== ''));
    assert.deepEqual(await partner.centersNear('00000'), []);
  });
});
