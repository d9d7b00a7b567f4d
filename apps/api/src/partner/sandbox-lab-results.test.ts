import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import type { PartnerObservation, PartnerOrderRequest } from './partner-service';
import { ANALYTES, NARRATIVE_RESULT, type NumericAnalyte, type SandboxPatient } from './sandbox-analytes';
import { SANDBOX_PANELS, SANDBOX_TESTS } from './sandbox-tests';
import { sandboxResults } from './sandbox-lab-results';

const TIMES = { collectedAt: new Date('2026-11-20T14:00:00Z'), reportedAt: new Date('2026-11-21T18:30:00Z') };

function request(orderId: string, tests: PartnerOrderRequest['tests'], patient: Partial<PartnerOrderRequest['patient']> = {}): PartnerOrderRequest {
  return {
    orderId,
    orderNumber: 1001,
    patient: { firstName: 'Ana', lastName: 'Lopez', birthDate: '1980-05-04', gender: 2, email: null, phone: null, address: null, ...patient },
    tests,
  };
}

const orderIds = (count: number): string[] => Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
const byName = (name: string): PartnerOrderRequest['tests'][number] => ({ code: 'test', name });
const observationOf = (observations: PartnerObservation[], loinc: string): PartnerObservation => {
  const found = observations.find((observation) => observation.loinc === loinc);
  assert.ok(found, `no observation with LOINC ${loinc}`);
  return found;
};

/** LOINC's mod 10 check digit: double every other digit from the right, add the digits, up to the next ten. */
function loincCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  });
  return (10 - (sum % 10)) % 10;
}

function isValidLoinc(code: string): boolean {
  const match = /^([0-9]{1,7})-([0-9])$/.exec(code);
  return match !== null && loincCheckDigit(match[1] ?? '') === Number(match[2]);
}

/** Every unit the sandbox reports, each a UCUM code (annotations in braces, arbitrary units in brackets). */
const UCUM_UNITS = new Set([
  '', '%', '/[HPF]', '10*3/uL', '10*6/uL', '[IU]/L', '[IU]/mL', '[pH]', 'fL', 'g/dL', 'k[IU]/L', 'm[IU]/L', 'm[IU]/mL', 'mL/min/{1.73_m2}',
  'mg/L', 'mg/dL', 'mg/g{creat}', 'mm/h', 'mmol/L', 'ng/dL', 'ng/mL', 'nmol/L', 'nmol/min/mL', 'pg', 'pg/mL', 's', 'U/g{Hb}', 'U/L', 'U/mL',
  'u[IU]/mL', 'ug/dL', 'ug/mL', 'umol/L', '{AI}',
]);

const analyteByLoinc = new Map(ANALYTES.map((analyte) => [analyte.loinc, analyte]));

describe('the LOINC check digit', () => {
  test('matches codes Regenstrief publishes and refuses a wrong digit', () => {
    for (const code of ['2345-7', '2093-3', '2085-9', '13457-7', '2571-8', '3016-3', '4548-4', '1989-3', '2276-4', '718-7', '98979-8']) assert.ok(isValidLoinc(code), code);
    for (const code of ['2345-8', '5804-2', '38476-0', '2345', '12345678-9']) assert.ok(!isValidLoinc(code), code);
  });
});

describe('the analyte data', () => {
  test('every analyte has a valid LOINC code, its own key and code, a name and a UCUM unit without spaces', () => {
    const all = [...ANALYTES, NARRATIVE_RESULT];
    for (const analyte of all) {
      assert.ok(isValidLoinc(analyte.loinc), `${analyte.key}: ${analyte.loinc}`);
      assert.ok(analyte.name.trim().length > 0, analyte.key);
      if (analyte.kind === 'numeric') {
        assert.ok(UCUM_UNITS.has(analyte.unit), `${analyte.key}: unit ${analyte.unit}`);
        assert.ok(!/\s/.test(analyte.unit), analyte.key);
      }
    }
    assert.equal(new Set(all.map((analyte) => analyte.key)).size, all.length, 'keys are unique');
    assert.equal(new Set(all.map((analyte) => analyte.loinc)).size, all.length, 'LOINC codes are unique');
  });

  test('every test and panel names analytes and members that exist', () => {
    const keys = new Set(ANALYTES.map((analyte) => analyte.key));
    const slugs = new Set(SANDBOX_TESTS.map((entry) => entry.slug));
    for (const entry of SANDBOX_TESTS) {
      assert.ok(entry.analytes.length > 0, entry.slug);
      for (const key of [...entry.analytes, ...(entry.reflex ? [entry.reflex.when, ...entry.reflex.add] : [])]) assert.ok(keys.has(key), `${entry.slug}: ${key}`);
    }
    for (const panel of SANDBOX_PANELS) for (const member of panel.members) assert.ok(slugs.has(member), `${panel.slug}: ${member}`);
  });

  test('a calculated analyte reads numeric analytes only', () => {
    const numeric = new Set(ANALYTES.filter((analyte) => analyte.kind === 'numeric').map((analyte) => analyte.key));
    const patient: SandboxPatient = { sex: 'female', age: 40 };
    for (const analyte of ANALYTES) {
      if (analyte.kind !== 'numeric' || !analyte.derive) continue;
      analyte.derive((key) => {
        assert.ok(numeric.has(key), `${analyte.key} reads ${key}`);
        return 1;
      }, patient);
    }
  });

  test('every analyte with ranges has one for either sex at every adult age, and a usual span when it has none', () => {
    for (const analyte of ANALYTES) {
      if (analyte.kind !== 'numeric') continue;
      if (analyte.ranges.length === 0) {
        assert.ok(analyte.derive || analyte.usual, `${analyte.key} needs a usual span`);
        continue;
      }
      for (const sex of ['male', 'female'] as const) {
        for (let age = 18; age <= 100; age++) {
          const found = analyte.ranges.some((range) => (range.sex ?? sex) === sex && (range.fromAge ?? 0) <= age && age < (range.toAge ?? Infinity));
          assert.ok(found, `${analyte.key}: no range for a ${age}-year-old ${sex}`);
        }
      }
    }
  });
});

describe('sandboxResults', () => {
  const everything = [...SANDBOX_TESTS.map((entry) => ({ code: entry.code, name: entry.name })), ...SANDBOX_PANELS.map((panel) => byName(panel.name))];

  test('is the same for the same order and differs for another', () => {
    const [first, second] = orderIds(2) as [string, string];
    const once = sandboxResults(request(first, everything), TIMES);
    const again = sandboxResults(request(first, everything), TIMES);
    assert.deepEqual(again, once);
    const other = sandboxResults(request(second, everything), TIMES);
    const values = (results: typeof once): unknown[] => results.observations.map((observation) => observation.value ?? observation.valueText);
    assert.notDeepEqual(values(other), values(once));
    assert.equal(once.collectedAt, TIMES.collectedAt);
    assert.equal(once.reportedAt, TIMES.reportedAt);
  });

  test('reports each observation under the test as ordered, numeric with a value and text with its text', () => {
    const ordered = [byName('Thyroid Panel (TSH, Free T4, Free T3)'), { code: '7788', name: 'ABO Group and Rh Type (Blood Type)' }];
    const { observations } = sandboxResults(request('order-a', ordered), TIMES);
    assert.deepEqual(observations.map((observation) => observation.loinc), ['3016-3', '3024-7', '3051-0', '883-9', '10331-7']);
    assert.deepEqual(new Set(observations.slice(0, 3).map((observation) => observation.testName)), new Set(['Thyroid Panel (TSH, Free T4, Free T3)']));
    for (const observation of observations.slice(0, 3)) {
      assert.equal(typeof observation.value, 'number');
      assert.equal(observation.valueText, null);
    }
    const abo = observationOf(observations, '883-9');
    assert.equal(abo.value, null);
    assert.ok(['O', 'A', 'B', 'AB'].includes(abo.valueText ?? ''));
    assert.equal(abo.testCode, '7788');
  });

  test('a lipid panel reports the five lipids and its numbers add up (Friedewald)', () => {
    for (const orderId of orderIds(20)) {
      const { observations } = sandboxResults(request(orderId, [{ code: '7600', name: 'Lipid Panel' }]), TIMES);
      const value = (loinc: string): number => Number(observationOf(observations, loinc).value);
      assert.ok(Math.abs(value('2093-3') - (value('2085-9') + value('13457-7') + value('2571-8') / 5)) <= 1, orderId);
      assert.ok(Math.abs(value('43396-1') - (value('2093-3') - value('2085-9'))) <= 1, orderId);
    }
  });

  test('a comprehensive metabolic panel reports its fourteen analytes and the calculated ones', () => {
    const { observations } = sandboxResults(request('order-cmp', [{ code: '10231', name: 'Comprehensive Metabolic Panel (CMP)' }]), TIMES);
    const fourteen = ['2345-7', '3094-0', '2160-0', '2951-2', '2823-3', '2075-0', '2028-9', '17861-6', '2885-2', '1751-7', '1975-2', '6768-6', '1920-8', '1742-6'];
    for (const loinc of fourteen) observationOf(observations, loinc);
    for (const loinc of ['98979-8', '10834-0', '1759-0']) observationOf(observations, loinc);
  });

  test('uses ranges by sex and by age where they matter', () => {
    const ordered = [{ code: '510', name: 'Hemoglobin' }, { code: '457', name: 'Ferritin' }, { code: '5363', name: 'PSA (Prostate-Specific Antigen), Total' }, { code: '873', name: 'Testosterone, Total' }];
    const report = (gender: number, birthDate: string): PartnerObservation[] => sandboxResults(request('order-r', ordered, { gender, birthDate }), TIMES).observations;
    const range = (observations: PartnerObservation[], loinc: string): [number | null, number | null] => {
      const observation = observationOf(observations, loinc);
      return [observation.rangeLow, observation.rangeHigh];
    };
    const man = report(1, '1980-01-01');
    const woman = report(2, '1980-01-01');
    assert.notDeepEqual(range(man, '718-7'), range(woman, '718-7'));
    assert.notDeepEqual(range(man, '2276-4'), range(woman, '2276-4'));
    assert.notDeepEqual(range(man, '2986-8'), range(woman, '2986-8'));
    assert.notDeepEqual(range(woman, '2276-4'), range(report(2, '1960-01-01'), '2276-4'), 'ferritin after 50');
    assert.notDeepEqual(range(man, '2857-1'), range(report(1, '1950-01-01'), '2857-1'), 'PSA by age');
    // The birthday decides the age: on the day before a fiftieth birthday the younger range holds.
    const dayBefore = sandboxResults(request('order-r', ordered, { gender: 2, birthDate: '1976-11-21' }), TIMES).observations;
    assert.deepEqual(range(dayBefore, '2276-4'), range(woman, '2276-4'));
  });

  test('flags agree with values, ranges and critical limits, and text results carry their text', () => {
    for (const orderId of orderIds(60)) {
      for (const gender of [1, 2]) {
        for (const observation of sandboxResults(request(orderId, everything, { gender }), TIMES).observations) {
          const analyte = analyteByLoinc.get(observation.loinc) ?? NARRATIVE_RESULT;
          if (observation.value === null) {
            assert.equal(analyte.kind, 'text');
            assert.ok(observation.valueText, observation.loinc);
            continue;
          }
          assert.equal(analyte.kind, 'numeric', observation.loinc);
          const { critical, decimals } = analyte as NumericAnalyte;
          const value = observation.value;
          const expected =
            (critical?.low !== undefined && value < critical.low) || (critical?.high !== undefined && value > critical.high)
              ? 'critical'
              : observation.rangeLow !== null && value < observation.rangeLow
                ? 'low'
                : observation.rangeHigh !== null && value > observation.rangeHigh
                  ? 'high'
                  : 'normal';
          assert.equal(observation.flag, expected, `${orderId} ${observation.loinc} ${value}`);
          assert.ok(value >= 0);
          assert.equal(value, Number(value.toFixed(decimals)), `${observation.loinc} has ${decimals} decimals`);
        }
      }
    }
  });

  test('flags between 5 % and 35 % of values over many orders, with a rare critical', () => {
    const counts = { all: 0, flagged: 0, critical: 0 };
    for (const orderId of orderIds(300)) {
      for (const observation of sandboxResults(request(orderId, everything, { gender: Number(orderId.at(-1)) % 2 ? 1 : 2 }), TIMES).observations) {
        counts.all += 1;
        if (observation.flag !== 'normal') counts.flagged += 1;
        if (observation.flag === 'critical') counts.critical += 1;
      }
    }
    const flaggedShare = counts.flagged / counts.all;
    assert.ok(flaggedShare >= 0.05 && flaggedShare <= 0.35, `flagged ${flaggedShare}`);
    assert.ok(counts.critical > 0 && counts.critical / counts.all < 0.01, `critical ${counts.critical / counts.all}`);
  });

  test('never reports news a sandbox must not give: an infection or a pregnancy', () => {
    const ordered = [
      byName('STD Comprehensive Panel'),
      { code: 'CPT-87522', name: 'Hepatitis C Viral RNA, Quantitative, PCR' },
      { code: 'CPT-86704', name: 'Hepatitis B Core Antibody, Total' },
      { code: '8396', name: 'hCG, Total, Quantitative (Pregnancy Blood Test)' },
      { code: '8435', name: 'hCG, Qualitative, Serum' },
      { code: 'CPT-86677', name: 'H. pylori Antibody, IgG' },
      { code: 'CPT-87635', name: 'COVID-19 (SARS-CoV-2) RNA, Qualitative PCR' },
    ];
    for (const orderId of orderIds(200)) {
      for (const observation of sandboxResults(request(orderId, ordered), TIMES).observations) {
        assert.equal(observation.flag, 'normal', `${orderId} ${observation.analyte}`);
      }
    }
  });

  test('a reflex test is reported only when its trigger is flagged', () => {
    const reflexed = { code: '36127', name: 'TSH with Reflex to Free T4' };
    let seen = { flagged: false, normal: false };
    for (const orderId of orderIds(200)) {
      const { observations } = sandboxResults(request(orderId, [reflexed]), TIMES);
      const tsh = observationOf(observations, '3016-3');
      const freeT4 = observations.some((observation) => observation.loinc === '3024-7');
      assert.equal(freeT4, tsh.flag !== 'normal', orderId);
      seen = { flagged: seen.flagged || freeT4, normal: seen.normal || !freeT4 };
    }
    assert.deepEqual(seen, { flagged: true, normal: true });
  });

  test('an unknown test, an unreadable birth date or an unknown sex never fail', () => {
    const unknown = sandboxResults(request('order-u', [{ code: 'NOPE-1', name: 'Something new' }], { birthDate: 'not a date', gender: 0 }), TIMES);
    assert.equal(unknown.observations.length, 1);
    const [narrative] = unknown.observations;
    assert.equal(narrative?.loinc, NARRATIVE_RESULT.loinc);
    assert.equal(narrative?.testCode, 'NOPE-1');
    assert.equal(narrative?.testName, 'Something new');
    assert.equal(narrative?.value, null);
    assert.ok(narrative?.valueText);
    const noSex = sandboxResults(request('order-u', [{ code: '510', name: 'Hemoglobin' }], { gender: 0 }), TIMES).observations;
    // Either sex's range, the wider: nothing is flagged on a guess.
    assert.deepEqual([noSex[0]?.rangeLow, noSex[0]?.rangeHigh], [11.7, 17.1]);
    assert.deepEqual(sandboxResults(request('order-u', []), TIMES).observations, []);
  });
});

describe('sandboxResults for the seeded catalogue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  test('every seeded product, as the partner is sent it, yields its own analytes (a consult only a comment)', async () => {
    const products = await database.db.selectFrom('products').select(['name', 'pwn_code', 'product_type']).execute();
    assert.ok(products.length > 0);
    for (const product of products) {
      const { observations } = sandboxResults(request('order-seed', [{ code: product.pwn_code, name: product.name }]), TIMES);
      assert.ok(observations.length > 0, product.name);
      const narrative = observations.some((observation) => observation.loinc === NARRATIVE_RESULT.loinc);
      assert.equal(narrative, product.product_type === 16, `${product.name} (${product.pwn_code})`);
    }
  });
});
