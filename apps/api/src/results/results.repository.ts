import type { Database, HealthRecord, HealthRecordPath, LabObservation, OrderResult } from '@labstore/db';
import type { ResultFileType } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

// All Kysely code of the results feature's reads and documents: reports
// (order_results), their observations, the stored PDFs and the access log.
// `db` may be a transaction.

/** A report with whether its observations have arrived. */
export type ReportRow = OrderResult & { has_observations: boolean };

export interface HealthReadRow {
  readerUserId: string | null;
  orderId: string | null;
  apiResultId: string | null;
  record: HealthRecord;
  path: HealthRecordPath;
  shareId?: string | null;
}

export function resultsRepository(db: Kysely<Database>) {
  function selectReports() {
    return db
      .selectFrom('order_results as r')
      .selectAll('r')
      .select((eb) => eb.exists(eb.selectFrom('lab_observations as o').select('o.id').whereRef('o.order_result_id', '=', 'r.id')).$castTo<boolean>().as('has_observations'));
  }

  return {
    /** The reports of these orders, each order's oldest first. */
    reportsOf(orderIds: readonly string[]): Promise<ReportRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return selectReports().where('r.order_id', 'in', [...orderIds]).orderBy('r.created_at').orderBy('r.id').execute();
    },

    report(orderId: string, apiResultId: string): Promise<ReportRow | undefined> {
      return selectReports().where('r.order_id', '=', orderId).where('r.api_result_id', '=', apiResultId).executeTakeFirst();
    },

    /** The observations of these reports in the laboratory's order. */
    observationsOf(reportIds: readonly string[]): Promise<LabObservation[]> {
      if (reportIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('lab_observations').selectAll().where('order_result_id', 'in', [...reportIds]).orderBy('order_result_id').orderBy('position').execute();
    },

    /** The numeric observations of these orders' reports, oldest report first. */
    numericObservationsOf(orderIds: readonly string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('lab_observations as o')
        .innerJoin('order_results as r', 'r.id', 'o.order_result_id')
        .select(['r.order_id', 'o.loinc', 'o.analyte', 'o.unit', 'o.value_numeric', 'o.range_low', 'o.range_high', 'o.flag', 'o.reported_at'])
        .where('r.order_id', 'in', [...orderIds])
        .where('o.value_numeric', 'is not', null)
        .orderBy('o.reported_at')
        .orderBy('o.position')
        .execute();
    },

    async storedDocument(reportId: string, kind: ResultFileType): Promise<Uint8Array | undefined> {
      const row = await db.selectFrom('result_documents').select('bytes').where('order_result_id', '=', reportId).where('kind', '=', kind).executeTakeFirst();
      return row?.bytes;
    },

    /** The first document stored stands: a second maker's insert does nothing (unique report and kind). */
    async storeDocument(reportId: string, kind: ResultFileType, bytes: Uint8Array): Promise<void> {
      await db
        .insertInto('result_documents')
        .values({ order_result_id: reportId, kind, mime_type: 'application/pdf', bytes })
        .onConflict((conflict) => conflict.columns(['order_result_id', 'kind']).doNothing())
        .execute();
    },

    /** Which of these report ids are already recorded (an unsolicited report once bound). */
    async recordedReportIds(apiResultIds: readonly string[]): Promise<Set<string>> {
      if (apiResultIds.length === 0) return new Set();
      const rows = await db.selectFrom('order_results').select('api_result_id').where('api_result_id', 'in', [...apiResultIds]).where('order_id', 'is not', null).execute();
      return new Set(rows.map((row) => row.api_result_id));
    },

    async insertRead(read: HealthReadRow): Promise<void> {
      await db
        .insertInto('health_record_reads')
        .values({
          reader_user_id: read.readerUserId,
          order_id: read.orderId,
          api_result_id: read.apiResultId,
          record: read.record,
          path: read.path,
          share_id: read.shareId ?? null,
          at: sql<Date>`now()`,
        })
        .execute();
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
