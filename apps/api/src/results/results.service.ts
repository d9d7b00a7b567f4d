import type { Database } from '@labstore/db';
import { RESULT_FILE_TYPE, RESULTS_MESSAGES, type OrderResults, type OrderResultsData, type ResultFileType, type ResultTrends } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { readerOf, recordHealthRead } from './health-reads';
import { hasRequisition, hasResults, isAvailable, toOrderResult } from './order-results';
import { documentOf } from './result-documents';
import { orderResultsData, resultTrends } from './results-data';
import { reachResultsOrder } from './results-access';
import { resultsRepository } from './results.repository';

// Issue 17, spec/02 7 "Results and sharing": the customer's reads of an
// order's results and documents. Each answer is logged once it is known to
// be given (a refusal reads nothing).

export interface ResultFile {
  bytes: Uint8Array;
  fileName: string;
}

const FILE_NAMES = new Map<ResultFileType, string>([
  [RESULT_FILE_TYPE.requisition, 'requisition'],
  [RESULT_FILE_TYPE.results, 'results'],
]);
const NOT_READY = new Map<ResultFileType, string>([
  [RESULT_FILE_TYPE.requisition, RESULTS_MESSAGES.requisitionNotReady],
  [RESULT_FILE_TYPE.results, RESULTS_MESSAGES.resultsNotReady],
]);

async function reachReport(db: Kysely<Database>, auth: AuthContext, orderId: string, apiResultId: string) {
  const reached = await reachResultsOrder(db, orderId, auth);
  const report = await resultsRepository(db).report(orderId, apiResultId);
  if (!report) throw AppError.notFound(RESULTS_MESSAGES.reportNotFound);
  return { ...reached, report };
}

export function resultsService(db: Kysely<Database>) {
  return {
    async list(auth: AuthContext, orderId: string): Promise<OrderResults> {
      const { order, reader } = await reachResultsOrder(db, orderId, auth);
      const reports = await resultsRepository(db).reportsOf([order.id]);
      await recordHealthRead(db, { ...reader, orderId: order.id, apiResultId: null, record: 'results' });
      return { results: reports.map((report) => toOrderResult(report, order.status)) };
    },

    async availability(auth: AuthContext, orderId: string, apiResultId: string): Promise<{ hasRequisitionPdf: boolean; hasResultsPdf: boolean }> {
      const { order, report, reader } = await reachReport(db, auth, orderId, apiResultId);
      await recordHealthRead(db, { ...reader, orderId: order.id, apiResultId, record: 'results' });
      return { hasRequisitionPdf: hasRequisition(report, order.status), hasResultsPdf: hasResults(report) };
    },

    async download(auth: AuthContext, orderId: string, apiResultId: string, type: ResultFileType): Promise<ResultFile> {
      const { order, report, reader } = await reachReport(db, auth, orderId, apiResultId);
      if (!isAvailable(report, order.status, type)) throw AppError.notFound(NOT_READY.get(type));
      const bytes = await documentOf(db, order, report, type);
      await recordHealthRead(db, { ...reader, orderId: order.id, apiResultId, record: type === RESULT_FILE_TYPE.requisition ? 'requisition' : 'results' });
      return { bytes, fileName: `${FILE_NAMES.get(type) ?? 'document'}-${order.number}.pdf` };
    },

    async data(auth: AuthContext, orderId: string): Promise<OrderResultsData> {
      const { order, reader } = await reachResultsOrder(db, orderId, auth);
      const data = await orderResultsData(db, order);
      await recordHealthRead(db, { ...reader, orderId: order.id, apiResultId: null, record: 'results-data' });
      return data;
    },

    /** The caller's own results across their orders (an administrator's own, too). */
    async trends(auth: AuthContext): Promise<ResultTrends> {
      const trends = await resultTrends(db, auth.userId);
      await recordHealthRead(db, { ...readerOf(auth, auth.userId), orderId: null, apiResultId: null, record: 'results-data' });
      return trends;
    },
  };
}
