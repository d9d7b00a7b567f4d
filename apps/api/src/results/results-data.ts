import type { Database, LabObservation } from '@labstore/db';
import type { LabReport, Observation, OrderResultsData, ResultTrends } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { completedOrdersOf } from '../orders/completed-orders';
import { patientOf } from '../profiles';
import { resultsRepository, type ReportRow } from './results.repository';

// Issue 17: results as the customer's own data (lab-results.ts): an order's
// reports with their observations, and each analyte's values across the
// customer's orders.

function numberOf(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function toObservation(row: LabObservation): Observation {
  return {
    id: row.id,
    testCode: row.test_code,
    testName: row.test_name,
    loinc: row.loinc,
    analyte: row.analyte,
    value: numberOf(row.value_numeric),
    valueText: row.value_text,
    unit: row.unit,
    rangeLow: numberOf(row.range_low),
    rangeHigh: numberOf(row.range_high),
    rangeText: row.range_text,
    flag: row.flag,
    collectedDate: row.collected_at.toISOString(),
    reportedDate: row.reported_at.toISOString(),
  };
}

function toReport(report: ReportRow, observations: readonly LabObservation[]): LabReport {
  return {
    apiResultId: report.api_result_id,
    physiciansName: report.physicians_name,
    physiciansNPI: report.physicians_npi,
    collectedDate: report.collected_at?.toISOString() ?? null,
    reportedDate: report.reported_at?.toISOString() ?? null,
    observations: observations.filter((observation) => observation.order_result_id === report.id).map(toObservation),
  };
}

/** An order's reported results (reports before results are left out), with its patient. */
export async function orderResultsData(db: Kysely<Database>, order: { id: string; number: number; profile_id: string | null }): Promise<OrderResultsData> {
  const patient = order.profile_id ? await patientOf(db, order.profile_id) : undefined;
  if (!patient) throw new Error('A submitted order has no patient profile.');
  const repository = resultsRepository(db);
  const reports = (await repository.reportsOf([order.id])).filter((report) => report.reported_at !== null && report.has_observations);
  const observations = await repository.observationsOf(reports.map((report) => report.id));
  return {
    orderId: order.id,
    orderNumber: order.number,
    patient: { firstName: patient.first_name, lastName: patient.last_name, birthDate: patient.birth_date, gender: patient.gender },
    reports: reports.map((report) => toReport(report, observations)),
  };
}

type Trend = ResultTrends['items'][number];

/**
 * The customer's numeric results of their Completed orders, one series per
 * analyte (LOINC) and unit (a value in another unit is another series, so a
 * chart never mixes them), oldest first; the range is the latest report's.
 */
export async function resultTrends(db: Kysely<Database>, userId: string): Promise<ResultTrends> {
  const orders = await completedOrdersOf(db, userId);
  const numberOfOrder = new Map(orders.map((order) => [order.id, order.number]));
  const series = new Map<string, Trend>();
  for (const row of await resultsRepository(db).numericObservationsOf([...numberOfOrder.keys()])) {
    const value = numberOf(row.value_numeric);
    const orderId = row.order_id ?? '';
    if (value === null) continue;
    const key = `${row.loinc} ${row.unit}`;
    const trend = series.get(key) ?? { loinc: row.loinc, analyte: row.analyte, unit: row.unit, rangeLow: null, rangeHigh: null, points: [] };
    trend.rangeLow = numberOf(row.range_low);
    trend.rangeHigh = numberOf(row.range_high);
    trend.points.push({ orderId, orderNumber: numberOfOrder.get(orderId) ?? 0, reportedDate: row.reported_at.toISOString(), value, flag: row.flag });
    series.set(key, trend);
  }
  return { items: [...series.values()].sort((a, b) => a.analyte.localeCompare(b.analyte) || a.loinc.localeCompare(b.loinc)) };
}
