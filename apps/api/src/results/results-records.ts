import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import type { OrderingPhysician, PartnerObservation } from '../partner';

// Issue 17: what the partner's approval and results leave behind, written by
// the partner's jobs in the transaction that moves the order. Each write is
// safe to repeat (a job may run again after a crash): the first one stands.

export interface ApprovalRecord {
  orderId: string;
  /** The requisition id (spec/02 3 apiResultId). */
  requisitionId: string;
  physician: OrderingPhysician;
  approvedAt: Date;
  labAccount: string;
}

export interface ResultsRecord {
  orderId: string;
  requisitionId: string;
  collectedAt: Date;
  reportedAt: Date;
  observations: readonly PartnerObservation[];
}

export async function recordApproval(trx: Kysely<Database>, approval: ApprovalRecord): Promise<void> {
  await trx
    .insertInto('order_results')
    .values({
      order_id: approval.orderId,
      api_result_id: approval.requisitionId,
      physicians_name: approval.physician.name,
      physicians_npi: approval.physician.npi,
      approved_at: approval.approvedAt,
      lab_account: approval.labAccount,
    })
    .onConflict((conflict) => conflict.columns(['order_id', 'api_result_id']).doNothing())
    .execute();
}

/** Records results once: a report that already has its observations is left as it is. */
export async function recordResults(trx: Kysely<Database>, results: ResultsRecord): Promise<void> {
  const report = await trx
    .updateTable('order_results')
    .set({ collected_at: results.collectedAt, reported_at: results.reportedAt })
    .where('order_id', '=', results.orderId)
    .where('api_result_id', '=', results.requisitionId)
    .returning('id')
    .executeTakeFirst();
  if (!report) throw new Error('Results arrived for a requisition that was never recorded.');
  const existing = await trx.selectFrom('lab_observations').select('id').where('order_result_id', '=', report.id).limit(1).executeTakeFirst();
  if (existing || results.observations.length === 0) return;
  await trx
    .insertInto('lab_observations')
    .values(
      results.observations.map((observation, position) => ({
        order_result_id: report.id,
        position,
        test_code: observation.testCode,
        test_name: observation.testName,
        loinc: observation.loinc,
        analyte: observation.analyte,
        value_numeric: observation.value,
        value_text: observation.valueText,
        unit: observation.unit,
        range_low: observation.rangeLow,
        range_high: observation.rangeHigh,
        range_text: observation.rangeText,
        flag: observation.flag,
        collected_at: results.collectedAt,
        reported_at: results.reportedAt,
      })),
    )
    .execute();
}
