import assert from 'node:assert/strict';
import { test } from 'vitest';
import { barPercent, byTest, flagWording, rangeBarScale, rangeSide, trendOf, trendsWorthDrawing } from './analyte-reading';

test('a two-ended range fills the middle half of the bar; a value far outside stretches the bar to it', () => {
  const scale = rangeBarScale({ value: 80, rangeLow: 65, rangeHigh: 99 });
  assert.deepEqual(scale, { min: 48, max: 116, low: 65, high: 99 });
  assert.equal(barPercent(65, scale!), 25);
  assert.equal(barPercent(99, scale!), 75);
  const far = rangeBarScale({ value: 300, rangeLow: 65, rangeHigh: 99 });
  assert.equal(far?.max, 300);
  assert.equal(barPercent(300, far!), 100);
});

test('one end only: the bar starts at zero; no number or no range: no bar', () => {
  assert.deepEqual(rangeBarScale({ value: 238, rangeLow: null, rangeHigh: 200 }), { min: 0, max: 300, low: null, high: 200 });
  assert.deepEqual(rangeBarScale({ value: 36, rangeLow: 40, rangeHigh: null }), { min: 0, max: 60, low: 40, high: null });
  assert.equal(rangeBarScale({ value: null, rangeLow: 1, rangeHigh: 2 }), null);
  assert.equal(rangeBarScale({ value: 5, rangeLow: null, rangeHigh: null }), null);
});

test('the side of the range, and a critical flag worded by its direction', () => {
  assert.deepEqual([rangeSide(1, 2, 3), rangeSide(2, 2, 3), rangeSide(3, 2, 3), rangeSide(4, 2, 3), rangeSide(4, null, null)], ['below', 'within', 'within', 'above', 'within']);
  assert.equal(flagWording({ flag: 'critical', value: 38, rangeLow: 65, rangeHigh: 99 }), 'criticalLow');
  assert.equal(flagWording({ flag: 'critical', value: 6.9, rangeLow: 3.5, rangeHigh: 5.3 }), 'criticalHigh');
  assert.equal(flagWording({ flag: 'critical', value: null, rangeLow: null, rangeHigh: null }), 'critical');
  assert.equal(flagWording({ flag: 'high', value: 238, rangeLow: null, rangeHigh: 200 }), 'high');
});

test('a trend only for an analyte measured in two orders or more, in the same unit', () => {
  const point = { orderId: 'o', orderNumber: 1, reportedDate: '2026-01-01T00:00:00Z', value: 1, flag: 'normal' as const };
  const trends = trendsWorthDrawing({
    items: [
      { loinc: '2345-7', analyte: 'Glucose', unit: 'mg/dL', rangeLow: 65, rangeHigh: 99, points: [point, point] },
      { loinc: '2093-3', analyte: 'Cholesterol', unit: 'mg/dL', rangeLow: null, rangeHigh: 200, points: [point] },
    ],
  });
  assert.ok(trendOf(trends, { loinc: '2345-7', unit: 'mg/dL' }));
  assert.equal(trendOf(trends, { loinc: '2345-7', unit: 'mmol/L' }), undefined);
  assert.equal(trendOf(trends, { loinc: '2093-3', unit: 'mg/dL' }), undefined);
  assert.equal(trendsWorthDrawing(undefined).size, 0);
});

test('analytes grouped by test in the order they came', () => {
  const observation = (id: string, testCode: string) => ({ id, testCode, testName: `Test ${testCode}` }) as Parameters<typeof byTest>[0][number];
  const groups = byTest([observation('a', '1'), observation('b', '2'), observation('c', '1')]);
  assert.deepEqual(
    groups.map((group) => [group.testName, group.observations.map(({ id }) => id)]),
    [
      ['Test 1', ['a', 'c']],
      ['Test 2', ['b']],
    ],
  );
});
