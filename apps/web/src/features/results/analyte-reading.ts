import type { Observation, ResultTrends } from '@labstore/domain';

// Issue 17: how one analyte's result reads against its reference range: which
// side of it the value lies on, where it sits on the range bar, and the flag
// in words (a critical value says its direction when the range shows it).

export type RangeSide = 'below' | 'within' | 'above';

/** The part of the bar each side of the reference band: the band is half the bar when both ends are known. */
const MARGIN = 0.5;

export interface RangeBarScale {
  /** The bar's ends, in the result's unit. */
  min: number;
  max: number;
  /** The reference band's ends on the bar, null for an open end. */
  low: number | null;
  high: number | null;
}

/** The bar for a numeric result with at least one end of its range; null otherwise (text results, no range). */
export function rangeBarScale({ value, rangeLow: low, rangeHigh: high }: Pick<Observation, 'value' | 'rangeLow' | 'rangeHigh'>): RangeBarScale | null {
  if (value === null || (low === null && high === null)) return null;
  if (low !== null && high !== null && high > low) {
    const margin = (high - low) * MARGIN;
    return { min: Math.min(low - margin, value), max: Math.max(high + margin, value), low, high };
  }
  // One end only ('<200', '>=40'): the bar starts at zero and reaches past the end by half again.
  const end = (high ?? low) as number;
  return { min: Math.min(0, value), max: Math.max(end * (1 + MARGIN), value, end + 1), low, high };
}

/** Where a value stands on the bar, 0 to 100. */
export function barPercent(value: number, { min, max }: RangeBarScale): number {
  if (max <= min) return 50;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

export function rangeSide(value: number, low: number | null, high: number | null): RangeSide {
  if (low !== null && value < low) return 'below';
  if (high !== null && value > high) return 'above';
  return 'within';
}

export type FlagWording = 'low' | 'high' | 'normal' | 'critical' | 'criticalLow' | 'criticalHigh';

export function flagWording({ flag, value, rangeLow, rangeHigh }: Pick<Observation, 'flag' | 'value' | 'rangeLow' | 'rangeHigh'>): FlagWording {
  if (flag !== 'critical') return flag;
  if (value === null) return 'critical';
  const side = rangeSide(value, rangeLow, rangeHigh);
  return side === 'below' ? 'criticalLow' : side === 'above' ? 'criticalHigh' : 'critical';
}

export type AnalyteTrend = ResultTrends['items'][number];

const trendKey = (loinc: string, unit: string) => `${loinc}\u0000${unit}`;

/** The analytes measured in more than one order, by LOINC code and unit (values in other units are not drawn together). */
export function trendsWorthDrawing(trends: ResultTrends | undefined): Map<string, AnalyteTrend> {
  return new Map((trends?.items ?? []).filter((item) => item.points.length >= 2).map((item) => [trendKey(item.loinc, item.unit), item]));
}

export const trendOf = (trends: Map<string, AnalyteTrend>, { loinc, unit }: Pick<Observation, 'loinc' | 'unit'>): AnalyteTrend | undefined => trends.get(trendKey(loinc, unit));

/** An order's reports' analytes grouped by their test, in the laboratory's order. */
export function byTest(observations: readonly Observation[]): Array<{ testCode: string; testName: string; observations: Observation[] }> {
  const groups = new Map<string, { testCode: string; testName: string; observations: Observation[] }>();
  for (const observation of observations) {
    const group = groups.get(observation.testCode) ?? { testCode: observation.testCode, testName: observation.testName, observations: [] };
    group.observations.push(observation);
    groups.set(observation.testCode, group);
  }
  return [...groups.values()];
}
