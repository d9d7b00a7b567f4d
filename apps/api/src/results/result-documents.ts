import type { Database, Order } from '@labstore/db';
import { RESULT_FILE_TYPE, type ResultFileType } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { ordersRepository } from '../orders/orders.repository';
import { requisitionFacts, resultsFacts } from './document-facts';
import { isAvailable } from './order-results';
import { requisitionPdf } from './requisition-pdf';
import { resultsPdf } from './results-pdf';
import { resultsRepository, type ReportRow } from './results.repository';

// Issue 17 "Documents": a PDF is made on its first read and stored in
// PostgreSQL, so any instance serves the same bytes and it is made once.
// Two first reads at once may both make it: the first insert stands, the
// other does nothing, and both answer the stored one.

async function makeDocument(db: Kysely<Database>, order: Order, report: ReportRow, type: ResultFileType): Promise<Uint8Array> {
  if (type === RESULT_FILE_TYPE.requisition) return requisitionPdf(await requisitionFacts(db, order, report));
  const observations = await resultsRepository(db).observationsOf([report.id]);
  return resultsPdf(await resultsFacts(db, order, report, observations));
}

/** The stored document of an available report, made and stored on its first read. */
export async function documentOf(db: Kysely<Database>, order: Order, report: ReportRow, type: ResultFileType): Promise<Uint8Array> {
  const repository = resultsRepository(db);
  const stored = await repository.storedDocument(report.id, type);
  if (stored) return stored;
  const made = await makeDocument(db, order, report, type);
  await repository.storeDocument(report.id, type, made);
  return (await repository.storedDocument(report.id, type)) ?? made;
}

/**
 * For the sharing feature: an order's requisition (1) or results (3) PDF,
 * or null when the order has no such report or the document is not
 * available yet (before approval, before results, or withdrawn).
 */
export async function resultDocument(db: Kysely<Database>, orderId: string, apiResultId: string, type: ResultFileType): Promise<Uint8Array | null> {
  const order = await ordersRepository(db).findOrder(orderId);
  if (!order) return null;
  const report = await resultsRepository(db).report(orderId, apiResultId);
  if (!report || !isAvailable(report, order.status, type)) return null;
  return documentOf(db, order, report, type);
}
