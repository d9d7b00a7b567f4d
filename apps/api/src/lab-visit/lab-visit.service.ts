import type { Database, Order } from '@labstore/db';
import { LAB_VISIT_PASS_MESSAGES, ORDER_STATUS, PASS_CENTERS, siteLanguageOfPreference, type LabVisitPass, type OrderResult, type TestCenter, type WaitingPasses } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { orderHistoryRepository } from '../orders/order-history.repository';
import type { AuthContext } from '../plugins/auth';
import { patientOf, patientsOf, testCenterZipOf } from '../profiles';
import { orderResultsOf, reachResultsOrder, recordHealthRead, requisitionBarcodeSvg, requisitionTests } from '../results';

// Issue 18 "The lab-visit pass": what a customer needs at the test center for
// an order a physician approved, in one answer the web app can keep
// (encrypted) and open with no signal. Reached as the order's results are
// (results-access.ts); every pass given is written to the health access log.

/** The test centers nearest a zip, nearest first (the test center finder's search). */
export type NearestCenters = (zip: string, top: number) => Promise<TestCenter[]>;

/** Orders that will never have a pass: the requisition was withdrawn, or never made. */
const CLOSED = new Set<number>([ORDER_STATUS.Canceled, ORDER_STATUS.Rejected]);
/** A customer's approved orders waiting for their visit; far more than anyone has at once. */
const WAITING_MAX = 50;

/** The requisitions a customer can take to the test center (the requisition PDF can be downloaded). */
function requisitionsOf(results: readonly OrderResult[]) {
  return results.flatMap((result) => (result.requisitionLink === null ? [] : [{ ...result, requisitionLink: result.requisitionLink }]));
}

/** The earliest approval among an order's requisitions. */
function firstApproval(results: readonly OrderResult[]): string | null {
  const dates = results.flatMap((result) => (result.approvedDate === null ? [] : [result.approvedDate])).sort();
  return dates[0] ?? null;
}

export function labVisitService(db: Kysely<Database>, nearestCenters: NearestCenters) {
  async function centersFor(order: Order): Promise<TestCenter[]> {
    const zip = order.profile_id ? await testCenterZipOf(db, order.profile_id) : undefined;
    return zip ? nearestCenters(zip, PASS_CENTERS) : [];
  }

  return {
    /**
     * The pass of an order whose requisition is out (In Progress or
     * Completed): 404 as the results routes answer for an order that is not
     * the caller's, 409 before approval and for an order closed without one.
     */
    async pass(auth: AuthContext, orderId: string, now: Date = new Date()): Promise<LabVisitPass> {
      const { order, reader } = await reachResultsOrder(db, orderId, auth);
      const requisitions = requisitionsOf((await orderResultsOf(db, [order])).get(order.id) ?? []);
      if (requisitions.length === 0) throw new AppError(409, CLOSED.has(order.status) ? LAB_VISIT_PASS_MESSAGES.closed : LAB_VISIT_PASS_MESSAGES.notApproved);
      const profileId = order.profile_id ?? '';
      const [patients, record] = await Promise.all([patientsOf(db, [profileId]), patientOf(db, profileId)]);
      const patient = patients.get(profileId);
      if (!patient || !record) throw new Error('An approved order has no patient profile.');
      // The account's language, as the requisition PDF and the e-mails are written in it.
      const [tests, centers] = await Promise.all([requisitionTests(db, order.id, siteLanguageOfPreference(record.account_language)), centersFor(order)]);
      await recordHealthRead(db, { ...reader, orderId: order.id, apiResultId: null, record: 'pass' });
      return {
        orderId: order.id,
        orderNumber: order.number,
        status: order.status,
        patient,
        requisitions: requisitions.map((requisition) => ({
          apiResultId: requisition.apiResultId,
          barcodeSvg: requisitionBarcodeSvg(requisition.apiResultId),
          requisitionLink: requisition.requisitionLink,
          physiciansName: requisition.physiciansName,
          physiciansNPI: requisition.physiciansNPI,
          approvedDate: requisition.approvedDate,
        })),
        tests: tests.tests.map(({ name, cpt, fastingRequired }) => ({ name, cpt, fastingRequired })),
        fastingHours: tests.fastingHours,
        preparation: tests.instructions,
        centers,
        issuedAt: now.toISOString(),
      };
    },

    /** The caller's own orders approved and waiting for their visit (In Progress with a requisition out), newest first. */
    async waiting(auth: AuthContext): Promise<WaitingPasses> {
      const { orders } = await orderHistoryRepository(db).listOrders({ userId: auth.userId, statuses: [ORDER_STATUS.InProgress], skip: 0, top: WAITING_MAX });
      const results = await orderResultsOf(db, orders);
      return {
        items: orders.flatMap((order) => {
          const requisitions = requisitionsOf(results.get(order.id) ?? []);
          return requisitions.length === 0 ? [] : [{ orderId: order.id, orderNumber: order.number, approvedDate: firstApproval(requisitions) }];
        }),
      };
    },
  };
}
