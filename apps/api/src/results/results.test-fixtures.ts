import { randomUUID } from 'node:crypto';
import type { Database } from '@labstore/db';
import { ORDER_STATUS } from '@labstore/domain';
import type { Kysely } from 'kysely';
import type { OrderingPhysician, PartnerObservation } from '../partner';
import { recordApproval, recordResults } from './results-records';

// Orders after checkout, made by direct inserts (the partner's jobs make
// them in the running app): submitted and paid, approved with a
// requisition, and completed with results.

export const TEST_PHYSICIAN: OrderingPhysician = { name: 'Dr. María Álvarez', npi: '1234567893' };
export const TEST_LAB_ACCOUNT = 'LAB-ACCT-77812';

export const TEST_OBSERVATIONS: readonly PartnerObservation[] = [
  { testCode: 'T-FERR', testName: 'Ferritin', loinc: '2276-4', analyte: 'Ferritin', value: 150, valueText: null, unit: 'ng/mL', rangeLow: 30, rangeHigh: 400, rangeText: null, flag: 'normal' },
  { testCode: 'T-FERR', testName: 'Ferritin', loinc: '2345-7', analyte: 'Glucose', value: 131, valueText: null, unit: 'mg/dL', rangeLow: 70, rangeHigh: 99, rangeText: null, flag: 'high' },
  { testCode: 'T-FERR', testName: 'Ferritin', loinc: '5196-1', analyte: 'Hepatitis B surface antigen', value: null, valueText: 'Negative', unit: '', rangeLow: null, rangeHigh: null, rangeText: 'Negative', flag: 'normal' },
];

export interface TestOrder {
  orderId: string;
  number: number;
}

/** A paid order of these products for the user's profile, in `status` (Submitted by default). */
export async function insertPaidOrder(
  db: Kysely<Database>,
  { userId, profileId, productIds, status = ORDER_STATUS.Submitted }: { userId: string; profileId: string; productIds: readonly string[]; status?: number },
): Promise<TestOrder> {
  const total = 2900 * productIds.length + 1000;
  const order = await db
    .insertInto('orders')
    .values({ user_id: userId, profile_id: profileId, status, sub_total_cents: total - 1000, order_total_cents: total, processing_fee_cents: 600, physician_oversight_fee_cents: 400, submitted_at: new Date() })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(productIds.map((productId) => ({ order_id: order.id, product_id: productId, profile_id: profileId, initial_price_cents: 2900, price_cents: 2900 })))
    .execute();
  await db
    .insertInto('payment_transactions')
    .values({ order_id: order.id, provider: 'sandbox', provider_reference: `pi_sandbox_${randomUUID()}`, amount_cents: total, status: 1, card_type: 1, card_last4: '4242' })
    .execute();
  return { orderId: order.id, number: order.number };
}

/** The physician's approval: a requisition id, the physician and the lab account. */
export async function approve(db: Kysely<Database>, orderId: string, requisitionId = `REQ-${randomUUID().slice(0, 8).toUpperCase()}`): Promise<string> {
  await recordApproval(db, { orderId, requisitionId, physician: TEST_PHYSICIAN, approvedAt: new Date(Date.now() - 86_400_000), labAccount: TEST_LAB_ACCOUNT });
  return requisitionId;
}

export async function report(db: Kysely<Database>, orderId: string, requisitionId: string, observations: readonly PartnerObservation[] = TEST_OBSERVATIONS, reportedAt = new Date()): Promise<void> {
  await recordResults(db, { orderId, requisitionId, collectedAt: new Date(reportedAt.getTime() - 3_600_000), reportedAt, observations });
}

/** A Completed order: paid, approved and reported. */
export async function insertCompletedOrder(
  db: Kysely<Database>,
  owner: { userId: string; profileId: string; productIds: readonly string[] },
  observations: readonly PartnerObservation[] = TEST_OBSERVATIONS,
): Promise<TestOrder & { apiResultId: string }> {
  const order = await insertPaidOrder(db, { ...owner, status: ORDER_STATUS.Completed });
  const apiResultId = await approve(db, order.orderId);
  await report(db, order.orderId, apiResultId, observations);
  return { ...order, apiResultId };
}
