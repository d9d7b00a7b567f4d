import type { Database } from '@labstore/db';
import { fillTemplate, ORDER_STATUS, RESULTS_MESSAGES, type OrderActionResult, type UnsolicitedReports } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { AppError } from '../lib/app-error';
import { moveOrder } from '../orders/order-transitions';
import { ordersRepository } from '../orders/orders.repository';
import type { PartnerService } from '../partner';
import type { AuthContext } from '../plugins/auth';
import { readerOf, recordHealthRead } from './health-reads';
import { recordApproval, recordResults } from './results-records';
import { resultsRepository } from './results.repository';

// spec/02 7 unsolicited and bind, for administrators (docs/decisions.md
// "After the order"): reports the partner holds for no order of ours, and
// binding one to an order that waits for its results. A bound report
// becomes a report of the order of its own (its id is the clinical
// report's), so it is listed once and bound once.

export type UnsolicitedPartner = Pick<PartnerService, 'unsolicitedReports' | 'unsolicitedResults'>;

/** The partner's unsolicited reports not bound yet. */
export async function unsolicitedReports(db: Kysely<Database>, partner: UnsolicitedPartner, auth: AuthContext): Promise<UnsolicitedReports> {
  const reports = await partner.unsolicitedReports();
  const bound = await resultsRepository(db).recordedReportIds(reports.map((report) => report.clinicalReport));
  await recordHealthRead(db, { ...readerOf(auth, null), orderId: null, apiResultId: null, record: 'results' });
  return {
    items: reports
      .filter((report) => !bound.has(report.clinicalReport))
      .map((report) => ({ clinicalReport: report.clinicalReport, patientName: report.patientName, reportedDate: report.reportedAt.toISOString() })),
  };
}

async function assertInProgress(db: Kysely<Database>, orderId: string, options: { forUpdate?: boolean } = {}) {
  const order = await ordersRepository(db).findOrder(orderId, options);
  if (!order || order.status === ORDER_STATUS.Cart || order.user_id === null) throw AppError.notFound(RESULTS_MESSAGES.orderNotFound);
  if (order.status !== ORDER_STATUS.InProgress) throw new AppError(409, RESULTS_MESSAGES.bindNeedsInProgress);
  return order;
}

/**
 * Binds an unsolicited report to an In Progress order: the report is
 * recorded as the order's (its physician's approval, then its results) and
 * the order moves to Completed, in one transaction. The partner is asked
 * before the transaction, so no lock waits on it.
 */
export async function bindUnsolicitedResults(
  db: Kysely<Database>,
  partner: UnsolicitedPartner,
  auth: AuthContext,
  { orderId, clinicalReport }: { orderId: string; clinicalReport: string },
  actor: AdminActor,
): Promise<OrderActionResult> {
  await assertInProgress(db, orderId);
  const held = (await partner.unsolicitedReports()).some((report) => report.clinicalReport === clinicalReport);
  const bound = await resultsRepository(db).recordedReportIds([clinicalReport]);
  if (!held || bound.has(clinicalReport)) throw AppError.notFound(RESULTS_MESSAGES.unsolicitedNotFound);
  const report = await partner.unsolicitedResults(clinicalReport);
  const order = await db.transaction().execute(async (trx) => {
    const locked = await assertInProgress(trx, orderId, { forUpdate: true });
    // The order's own requisition (it is In Progress: approved) names the lab account the sample was drawn under.
    const [requisition] = await resultsRepository(trx).reportsOf([orderId]);
    await recordApproval(trx, {
      orderId,
      requisitionId: clinicalReport,
      physician: report.physician,
      approvedAt: requisition?.approved_at ?? report.reportedAt,
      labAccount: requisition?.lab_account ?? '',
    });
    await recordResults(trx, { orderId, requisitionId: clinicalReport, collectedAt: report.collectedAt, reportedAt: report.reportedAt, observations: report.observations });
    await moveOrder(trx, locked, ORDER_STATUS.Completed, { cause: `unsolicited report ${clinicalReport} bound by an administrator`, actorUserId: auth.userId });
    await recordHealthRead(trx, { ...readerOf(auth, locked.user_id), orderId, apiResultId: clinicalReport, record: 'results' });
    // The report's id only: its values are health data and stay in the results tables.
    await recordAdminAction(trx, actor, {
      action: 'results.bind',
      subject: { kind: 'order', id: orderId },
      before: { status: locked.status },
      after: { status: ORDER_STATUS.Completed, clinicalReport },
    });
    return locked;
  });
  return { id: orderId, status: ORDER_STATUS.Completed, message: fillTemplate(RESULTS_MESSAGES.resultsBound, { report: clinicalReport, number: String(order.number) }) };
}
