import assert from 'node:assert/strict';
import type { LabReport, OrderResultsData } from '@labstore/domain';
import { describe, test } from 'vitest';
import { latestReportedAt } from './latest-report';

const report = (apiResultId: string, reportedDate: string | null, observationDates: string[] = []): LabReport => ({
  apiResultId,
  physiciansName: null,
  physiciansNPI: null,
  collectedDate: null,
  reportedDate,
  observations: observationDates.map((date, index) => ({
    id: `${apiResultId}-${index}`,
    testCode: '7600',
    testName: 'Lipid Panel',
    loinc: '2093-3',
    analyte: 'Cholesterol, Total',
    value: 180,
    valueText: null,
    unit: 'mg/dL',
    rangeLow: null,
    rangeHigh: 200,
    rangeText: null,
    flag: 'normal',
    collectedDate: date,
    reportedDate: date,
  })),
});

const order = (...reports: LabReport[]): OrderResultsData => ({ orderId: 'order-1', orderNumber: 100231, patient: { firstName: 'Ana', lastName: 'Ruiz', birthDate: '1980-01-01', gender: 2 }, reports });

describe('latestReportedAt', () => {
  test('the latest of every report and observation', () => {
    const latest = latestReportedAt(order(report('REQ-1', '2026-03-02T15:00:00Z'), report('REQ-2', null, ['2026-07-14T15:00:00Z', '2026-07-12T09:00:00Z'])));
    assert.equal(latest?.toISOString(), '2026-07-14T15:00:00.000Z');
  });

  test('none when nothing is dated or a date is unreadable', () => {
    assert.equal(latestReportedAt(order(report('REQ-1', null))), undefined);
    assert.equal(latestReportedAt(order(report('REQ-1', 'soon'))), undefined);
    assert.equal(latestReportedAt(order()), undefined);
  });
});
