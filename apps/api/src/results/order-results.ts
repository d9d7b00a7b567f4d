import type { Database, Order } from '@labstore/db';
import { ORDER_STATUS, RESULT_FILE_TYPE, type OrderResult, type ResultFileType } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { resultsRepository, type ReportRow } from './results.repository';

// spec/02 3 "Order results" and 2.10: one entry per requisition, with what
// can be downloaded now. A requisition exists once a physician approved the
// order and is withdrawn if the order is canceled or rejected; results exist
// once the laboratory reported them.

const CLOSED_WITHOUT_RESULTS = new Set<number>([ORDER_STATUS.Canceled, ORDER_STATUS.Rejected]);

export function hasRequisition(report: ReportRow, orderStatus: number): boolean {
  return report.approved_at !== null && !CLOSED_WITHOUT_RESULTS.has(orderStatus);
}

export function hasResults(report: ReportRow): boolean {
  return report.reported_at !== null && report.has_observations;
}

export function isAvailable(report: ReportRow, orderStatus: number, type: ResultFileType): boolean {
  return type === RESULT_FILE_TYPE.requisition ? hasRequisition(report, orderStatus) : hasResults(report);
}

/** spec/02 7: the download path of a document (the web app and the share e-mail's page use it). */
export function downloadPath(orderId: string, apiResultId: string, type: ResultFileType): string {
  return `/api/order/results/download/${orderId}/${encodeURIComponent(apiResultId)}/${type}`;
}

export function toOrderResult(report: ReportRow, orderStatus: number): OrderResult {
  const orderId = report.order_id ?? '';
  const requisition = hasRequisition(report, orderStatus);
  const results = hasResults(report);
  return {
    apiResultId: report.api_result_id,
    physiciansName: report.physicians_name,
    physiciansNPI: report.physicians_npi,
    hasRequisitionPdf: requisition,
    hasResultsPdf: results,
    requisitionLink: requisition ? downloadPath(orderId, report.api_result_id, RESULT_FILE_TYPE.requisition) : null,
    resultLink: results ? downloadPath(orderId, report.api_result_id, RESULT_FILE_TYPE.results) : null,
    approvedDate: report.approved_at?.toISOString() ?? null,
    reportedDate: report.reported_at?.toISOString() ?? null,
  };
}

/** The results of several orders at once (the order history's page): order id -> its entries, oldest first. */
export async function orderResultsOf(db: Kysely<Database>, orders: ReadonlyArray<Pick<Order, 'id' | 'status'>>): Promise<Map<string, OrderResult[]>> {
  const statusOf = new Map(orders.map((order) => [order.id, order.status]));
  const byOrder = new Map<string, OrderResult[]>(orders.map((order) => [order.id, []]));
  for (const report of await resultsRepository(db).reportsOf([...statusOf.keys()])) {
    const orderId = report.order_id ?? '';
    byOrder.get(orderId)?.push(toOrderResult(report, statusOf.get(orderId) ?? ORDER_STATUS.Submitted));
  }
  return byOrder;
}
