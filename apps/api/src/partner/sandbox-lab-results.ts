import type { ObservationFlagName } from '@labstore/domain';
import type { PartnerObservation, PartnerOrderRequest, PartnerResults } from './partner-service';
import { ANALYTES, NARRATIVE_RESULT, type Analyte, type NumericAnalyte, type ReferenceRange, type SandboxPatient, type TextAnalyte } from './sandbox-analytes';
import { SANDBOX_PANELS, SANDBOX_TESTS, type SandboxTest } from './sandbox-tests';

// Issue 17: the sandbox laboratory's results. Each ordered test reports its
// analytes (sandbox-analytes.ts) with values that are plausible for the
// patient's sex and age and stable for the order: every value comes from a
// small generator seeded by the order id and the analyte's LOINC code, so a
// second read, a retried job or another instance reports the same numbers,
// and the same analyte in two tests of one order agrees. Most values fall in
// the reference range; about one drawn value in five falls just outside it,
// so that about one result in six is flagged (text results seldom are, and
// calculated analytes follow their inputs); a few in a thousand lie beyond
// the analyte's critical limits.

/** Share of drawn values placed just outside the reference range. */
const OUT_OF_RANGE_SHARE = 0.2;
/** Share of drawn values placed beyond a critical limit, where the analyte has one. */
const CRITICAL_SHARE = 0.005;
/** The age a report assumes when the birth date cannot be read (never a crash on a bad date). */
const ADULT_AGE_WHEN_UNKNOWN = 40;

const analytesByKey = new Map<string, Analyte>(ANALYTES.map((analyte) => [analyte.key, analyte]));
const testsBySlug = new Map(SANDBOX_TESTS.map((test) => [test.slug, test]));
const nameKey = (name: string): string => name.trim().toLowerCase();
const testsByName = new Map(SANDBOX_TESTS.map((test) => [nameKey(test.name), test]));
const panelsByName = new Map(SANDBOX_PANELS.map((panel) => [nameKey(panel.name), panel]));
/** Several seeded tests share a CPT-based code; the first seeded one is the partner's test of that code. */
const testsByCode = new Map<string, SandboxTest>();
for (const test of SANDBOX_TESTS) if (!testsByCode.has(test.code)) testsByCode.set(test.code, test);

/**
 * The sandbox laboratory's report for an order: every ordered test's
 * analytes, collected and reported at the given times.
 */
export function sandboxResults(request: PartnerOrderRequest, times: { collectedAt: Date; reportedAt: Date }): PartnerResults {
  const lab = orderLab(request.orderId, patientOf(request.patient, times.collectedAt));
  return {
    collectedAt: times.collectedAt,
    reportedAt: times.reportedAt,
    observations: request.tests.flatMap((test) => observationsFor(test, lab)),
  };
}

/**
 * The laboratory's entries for an ordered test. Its name is tried first: a
 * panel keeps the products table's default code and several seeded tests
 * share one CPT-based code, while our names are unique. Then its code; null
 * for a test the laboratory has no entry for.
 */
function sandboxTestsFor(test: { code: string; name: string }): SandboxTest[] | null {
  const byName = testsByName.get(nameKey(test.name));
  if (byName) return [byName];
  const panel = panelsByName.get(nameKey(test.name));
  if (panel) return panel.members.flatMap((slug) => testsBySlug.get(slug) ?? []);
  const byCode = testsByCode.get(test.code.trim());
  return byCode ? [byCode] : null;
}

function observationsFor(test: { code: string; name: string }, lab: OrderLab): PartnerObservation[] {
  const entries = sandboxTestsFor(test);
  if (!entries) return [observation(test, NARRATIVE_RESULT, lab)];
  const ordered = entries.flatMap((entry) => entry.analytes);
  // A reflex test is added only when its trigger comes back flagged, as the laboratory would.
  const reflexed = entries.flatMap((entry) => (entry.reflex && lab.result(analyteOf(entry.reflex.when)).flag !== 'normal' ? entry.reflex.add : []));
  return [...new Set([...ordered, ...reflexed])].map((key) => observation(test, analyteOf(key), lab));
}

function observation(test: { code: string; name: string }, analyte: Analyte, lab: OrderLab): PartnerObservation {
  return { testCode: test.code, testName: test.name, loinc: analyte.loinc, analyte: analyte.name, ...lab.result(analyte) };
}

function analyteOf(key: string): Analyte {
  const analyte = analytesByKey.get(key);
  // The data's own consistency, checked by its tests: never a customer's input.
  if (!analyte) throw new Error(`Sandbox analyte ${key} is not defined.`);
  return analyte;
}

function patientOf(patient: PartnerOrderRequest['patient'], collectedAt: Date): SandboxPatient {
  const sex = patient.gender === 1 ? 'male' : patient.gender === 2 ? 'female' : null;
  return { sex, age: ageAt(patient.birthDate, collectedAt) ?? ADULT_AGE_WHEN_UNKNOWN };
}

/** Whole years from a yyyy-MM-dd birth date to a moment (UTC calendar); null when unreadable. */
function ageAt(birthDate: string, at: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = at.getUTCMonth() + 1 < month || (at.getUTCMonth() + 1 === month && at.getUTCDate() < day);
  const age = at.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
  return age >= 0 && age <= 120 ? age : null;
}

type AnalyteResult = Pick<PartnerObservation, 'value' | 'valueText' | 'unit' | 'rangeLow' | 'rangeHigh' | 'rangeText' | 'flag'>;

interface OrderLab {
  result(analyte: Analyte): AnalyteResult;
}

/** One order's measurements, each made once: a calculated analyte reads the reported values it is calculated from. */
function orderLab(orderId: string, patient: SandboxPatient): OrderLab {
  const results = new Map<string, AnalyteResult>();
  const valueOf = (key: string): number => {
    const value = lab.result(analyteOf(key)).value;
    if (value === null) throw new Error(`Sandbox analyte ${key} is not numeric.`);
    return value;
  };
  const lab: OrderLab = {
    result(analyte) {
      const known = results.get(analyte.key);
      if (known) return known;
      const random = seededRandom(`${orderId}:${analyte.loinc}`);
      const result = analyte.kind === 'text' ? textResult(analyte, random) : numericResult(analyte, patient, random, valueOf);
      results.set(analyte.key, result);
      return result;
    },
  };
  return lab;
}

function textResult(analyte: TextAnalyte, random: () => number): AnalyteResult {
  const outcome = weightedPick(analyte.outcomes, random());
  return {
    value: null,
    valueText: outcome?.text ?? null,
    unit: '',
    rangeLow: null,
    rangeHigh: null,
    rangeText: analyte.rangeText,
    flag: outcome?.flag ?? 'normal',
  };
}

function numericResult(analyte: NumericAnalyte, patient: SandboxPatient, random: () => number, valueOf: (key: string) => number): AnalyteResult {
  const range = rangeFor(analyte, patient);
  const raw = analyte.derive ? analyte.derive(valueOf, patient) : drawValue(analyte, range, random);
  const value = roundTo(Math.max(raw, 0), analyte.decimals);
  return {
    value,
    valueText: null,
    unit: analyte.unit,
    rangeLow: range?.low ?? null,
    rangeHigh: range?.high ?? null,
    rangeText: range ? rangeTextOf(range, analyte.decimals) : null,
    flag: flagOf(value, range, analyte.critical),
  };
}

function weightedPick<T extends { weight: number }>(choices: readonly T[], chance: number): T | undefined {
  let remaining = chance * choices.reduce((sum, choice) => sum + choice.weight, 0);
  for (const choice of choices) {
    remaining -= choice.weight;
    if (remaining < 0) return choice;
  }
  return choices.at(-1);
}

/** The flag a laboratory prints: critical beyond a critical limit, else low or high outside the range. */
function flagOf(value: number, range: Pick<ReferenceRange, 'low' | 'high'> | null, critical?: NumericAnalyte['critical']): ObservationFlagName {
  if (critical?.low !== undefined && value < critical.low) return 'critical';
  if (critical?.high !== undefined && value > critical.high) return 'critical';
  if (range?.low != null && value < range.low) return 'low';
  if (range?.high != null && value > range.high) return 'high';
  return 'normal';
}

function drawValue(analyte: NumericAnalyte, range: ReferenceRange | null, random: () => number): number {
  const step = 10 ** -analyte.decimals;
  const [low, high] = usualSpan(analyte, range);
  const chance = analyte.expectedOnly ? 1 : random();
  const outside =
    (chance < CRITICAL_SHARE ? beyondCritical(analyte.critical, step, random) : null) ??
    (chance < OUT_OF_RANGE_SHARE && range ? justOutside(range, high - low, step, analyte.critical, random) : null);
  // Inside: a triangular spread, most values near the middle of the usual span.
  return outside ?? low + ((high - low) * (random() + random())) / 2;
}

/** Where healthy values fall: the range's own span, or a usual part of a one-sided range. */
function usualSpan(analyte: NumericAnalyte, range: ReferenceRange | null): [number, number] {
  if (range?.usual) return range.usual;
  if (range && range.low !== null && range.high !== null) return [range.low, range.high];
  if (range?.high != null) return [range.high * 0.4, range.high];
  if (range?.low != null) return [range.low, range.low * 1.8];
  return analyte.usual ?? [0, 1];
}

/** A value slightly outside the range (up to a quarter of the usual span beyond it), short of any critical limit. */
function justOutside(range: ReferenceRange, span: number, step: number, critical: NumericAnalyte['critical'], random: () => number): number | null {
  const sides: Array<'low' | 'high'> = [];
  if (range.low !== null && range.low - step > 0) sides.push('low');
  if (range.high !== null) sides.push('high');
  const side = sides[Math.floor(random() * sides.length)];
  const offset = step + span * 0.25 * random();
  if (side === 'low' && range.low !== null) return Math.max(range.low - offset, critical?.low ?? step, step);
  if (side === 'high' && range.high !== null) return Math.min(range.high + offset, critical?.high ?? Infinity);
  return null;
}

function beyondCritical(critical: NumericAnalyte['critical'], step: number, random: () => number): number | null {
  const sides: number[] = [];
  if (critical?.low !== undefined && critical.low - step > 0) sides.push(critical.low - step - (critical.low - step) * 0.3 * random());
  if (critical?.high !== undefined) sides.push(critical.high + step + critical.high * 0.3 * random());
  return sides[Math.floor(random() * sides.length)] ?? null;
}

/**
 * The patient's range: the first for their sex and age. Where the sex is not
 * known, the widest range of either sex, so that no value is flagged on a
 * guess.
 */
function rangeFor(analyte: NumericAnalyte, patient: SandboxPatient): ReferenceRange | null {
  const fitsAge = (range: ReferenceRange): boolean => (range.fromAge ?? 0) <= patient.age && patient.age < (range.toAge ?? Infinity);
  if (patient.sex) return analyte.ranges.find((range) => (range.sex ?? patient.sex) === patient.sex && fitsAge(range)) ?? null;
  const candidates = analyte.ranges.filter(fitsAge);
  const [first] = candidates;
  if (candidates.length <= 1) return first ?? null;
  const lows = candidates.map((range) => range.low);
  const highs = candidates.map((range) => range.high);
  return {
    low: lows.some((low) => low === null) ? null : Math.min(...lows.map(Number)),
    high: highs.some((high) => high === null) ? null : Math.max(...highs.map(Number)),
    usual: [Math.min(...candidates.map((range) => usualSpan(analyte, range)[0])), Math.max(...candidates.map((range) => usualSpan(analyte, range)[1]))],
  };
}

/** The range as printed: "low-high", "<next" for an upper limit (as "<200" for ≤199), ">=low" for a lower one. */
function rangeTextOf(range: ReferenceRange, decimals: number): string | null {
  if (range.text) return range.text;
  const printed = (value: number): string => value.toFixed(decimals);
  if (range.low !== null && range.high !== null) return `${printed(range.low)}-${printed(range.high)}`;
  if (range.high !== null) return `<${printed(range.high + 10 ** -decimals)}`;
  if (range.low !== null) return `>=${printed(range.low)}`;
  return null;
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** mulberry32 over a 32-bit FNV-1a hash of the seed: small, fast and the same on every machine. */
function seededRandom(seed: string): () => number {
  let state = fnv1a(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
