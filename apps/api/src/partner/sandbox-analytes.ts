import type { ObservationFlagName } from '@labstore/domain';

// Issue 17: what the sandbox laboratory measures for each test the store
// sells (the seeded catalogue), so its results look like a real report: one
// entry per analyte with its LOINC code (as published by Regenstrief), a UCUM
// unit and adult reference ranges by sex and age of the kind US reference
// laboratories print. The tests that report them are in sandbox-tests.ts;
// sandbox-lab-results.ts turns both into an order's values.

export type Sex = 'male' | 'female';

export interface ReferenceRange {
  sex?: Sex;
  /** Age in whole years, inclusive; from birth when absent. */
  fromAge?: number;
  /** Age in whole years, exclusive; no upper bound when absent. */
  toAge?: number;
  low: number | null;
  high: number | null;
  /** How the laboratory writes the range when not as "low-high", "<next" or ">=low". */
  text?: string;
  /** Where most healthy people fall, when that is not the whole range (one-sided ranges). */
  usual?: [number, number];
}

export interface SandboxPatient {
  sex: Sex | null;
  age: number;
}

/** Reads another analyte's reported value in the same order. */
export type AnalyteValueOf = (key: string) => number;

export interface NumericAnalyte {
  kind: 'numeric';
  key: string;
  loinc: string;
  name: string;
  /** UCUM; '' for a unitless number (a ratio, specific gravity, INR). */
  unit: string;
  decimals: number;
  /** The first that matches the patient's sex and age; none: the laboratory gives no range. */
  ranges: ReferenceRange[];
  /** Where healthy values fall when the analyte has no range. */
  usual?: [number, number];
  /** Values beyond these are critical (called to the physician); only where clinically meaningful. */
  critical?: { low?: number; high?: number };
  /** Always inside its range: news a sandbox must not give (see `expected`), such as a pregnancy or an infection. */
  expectedOnly?: true;
  /** A calculated analyte: computed from others, as a laboratory reports it (LDL by Friedewald, eGFR). */
  derive?: (valueOf: AnalyteValueOf, patient: SandboxPatient) => number;
}

export interface TextOutcome {
  text: string;
  /** Relative likelihood among the analyte's outcomes. */
  weight: number;
  flag: ObservationFlagName;
}

export interface TextAnalyte {
  kind: 'text';
  key: string;
  loinc: string;
  name: string;
  /** The expected result as the report writes the range; null where the laboratory gives none. */
  rangeText: string | null;
  outcomes: TextOutcome[];
}

export type Analyte = NumericAnalyte | TextAnalyte;

// A sandbox never reports an infection, a cancer screen or a pregnancy as
// positive: a demo customer must not read such news, and a real laboratory
// would telephone it first. Those results are always their expected outcome.
const expected = (text: string): Pick<TextAnalyte, 'rangeText' | 'outcomes'> => ({
  rangeText: text,
  outcomes: [{ text, weight: 1, flag: 'normal' }],
});

/** A screen that is now and then positive (flagged high), where that is news a customer may get. */
const mostlyNegative = (positiveWeight: number): Pick<TextAnalyte, 'rangeText' | 'outcomes'> => ({
  rangeText: 'Negative',
  outcomes: [
    { text: 'Negative', weight: 1 - positiveWeight, flag: 'normal' },
    { text: 'Positive', weight: positiveWeight, flag: 'high' },
  ],
});

/** A vaccine titer: immune mostly, now and then below the protective level (flagged low). */
const immunity: Pick<TextAnalyte, 'rangeText' | 'outcomes'> = {
  rangeText: 'Immune',
  outcomes: [
    { text: 'Immune', weight: 0.9, flag: 'normal' },
    { text: 'Non-immune', weight: 0.1, flag: 'low' },
  ],
};

/** A past infection most adults carry: either outcome is normal and the report gives no range. */
const seroprevalence = (positiveWeight: number): Pick<TextAnalyte, 'rangeText' | 'outcomes'> => ({
  rangeText: null,
  outcomes: [
    { text: 'Positive', weight: positiveWeight, flag: 'normal' },
    { text: 'Negative', weight: 1 - positiveWeight, flag: 'normal' },
  ],
});

/** CKD-EPI 2021 (race-free) creatinine equation, mL/min/1.73 m2; either sex's value averaged when unknown. */
function ckdEpi2021(creatinine: number, patient: SandboxPatient): number {
  const forSex = (sex: Sex): number => {
    const kappa = sex === 'female' ? 0.7 : 0.9;
    const alpha = sex === 'female' ? -0.241 : -0.302;
    const ratio = creatinine / kappa;
    return 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** patient.age * (sex === 'female' ? 1.012 : 1);
  };
  return patient.sex ? forSex(patient.sex) : (forSex('male') + forSex('female')) / 2;
}

/** CKD-EPI 2012 cystatin C equation, mL/min/1.73 m2. */
function ckdEpiCystatin(cystatin: number, patient: SandboxPatient): number {
  const ratio = cystatin / 0.8;
  const female = patient.sex === 'female' ? 0.932 : patient.sex === 'male' ? 1 : 0.966;
  return 133 * Math.min(ratio, 1) ** -0.499 * Math.max(ratio, 1) ** -1.328 * 0.996 ** patient.age * female;
}

const adults = (low: number | null, high: number | null, extra: Partial<ReferenceRange> = {}): ReferenceRange[] => [{ low, high, ...extra }];

export const ANALYTES: readonly Analyte[] = [
  // Chemistry: metabolic panels.
  { kind: 'numeric', key: 'glucose', loinc: '2345-7', name: 'Glucose', unit: 'mg/dL', decimals: 0, ranges: adults(65, 99), critical: { low: 50, high: 400 } },
  { kind: 'numeric', key: 'bun', loinc: '3094-0', name: 'Urea nitrogen (BUN)', unit: 'mg/dL', decimals: 0, ranges: adults(7, 25) },
  {
    kind: 'numeric', key: 'creatinine', loinc: '2160-0', name: 'Creatinine', unit: 'mg/dL', decimals: 2,
    ranges: [
      { sex: 'male', toAge: 60, low: 0.6, high: 1.26 },
      { sex: 'male', fromAge: 60, low: 0.7, high: 1.33 },
      { sex: 'female', toAge: 60, low: 0.5, high: 1.03 },
      { sex: 'female', fromAge: 60, low: 0.6, high: 1.1 },
    ],
    critical: { high: 7.4 },
  },
  { kind: 'numeric', key: 'egfr', loinc: '98979-8', name: 'eGFR (CKD-EPI 2021)', unit: 'mL/min/{1.73_m2}', decimals: 0, ranges: adults(60, null), derive: (valueOf, patient) => ckdEpi2021(valueOf('creatinine'), patient) },
  { kind: 'numeric', key: 'sodium', loinc: '2951-2', name: 'Sodium', unit: 'mmol/L', decimals: 0, ranges: adults(135, 146), critical: { low: 120, high: 160 } },
  { kind: 'numeric', key: 'potassium', loinc: '2823-3', name: 'Potassium', unit: 'mmol/L', decimals: 1, ranges: adults(3.5, 5.3), critical: { low: 2.8, high: 6.2 } },
  { kind: 'numeric', key: 'chloride', loinc: '2075-0', name: 'Chloride', unit: 'mmol/L', decimals: 0, ranges: adults(98, 110) },
  { kind: 'numeric', key: 'carbonDioxide', loinc: '2028-9', name: 'Carbon dioxide', unit: 'mmol/L', decimals: 0, ranges: adults(20, 32), critical: { low: 12, high: 40 } },
  { kind: 'numeric', key: 'calcium', loinc: '17861-6', name: 'Calcium', unit: 'mg/dL', decimals: 1, ranges: adults(8.6, 10.3), critical: { low: 6.5, high: 13 } },
  { kind: 'numeric', key: 'albumin', loinc: '1751-7', name: 'Albumin', unit: 'g/dL', decimals: 1, ranges: adults(3.6, 5.1) },
  { kind: 'numeric', key: 'globulin', loinc: '10834-0', name: 'Globulin (calculated)', unit: 'g/dL', decimals: 1, ranges: adults(1.9, 3.7), usual: [2.2, 3.4] },
  { kind: 'numeric', key: 'totalProtein', loinc: '2885-2', name: 'Protein, total', unit: 'g/dL', decimals: 1, ranges: adults(6.1, 8.1), derive: (valueOf) => valueOf('albumin') + valueOf('globulin') },
  { kind: 'numeric', key: 'albuminGlobulinRatio', loinc: '1759-0', name: 'Albumin/globulin ratio', unit: '', decimals: 1, ranges: adults(1, 2.5), derive: (valueOf) => valueOf('albumin') / valueOf('globulin') },
  { kind: 'numeric', key: 'bilirubinTotal', loinc: '1975-2', name: 'Bilirubin, total', unit: 'mg/dL', decimals: 1, ranges: adults(0.2, 1.2) },
  { kind: 'numeric', key: 'bilirubinDirect', loinc: '1968-7', name: 'Bilirubin, direct', unit: 'mg/dL', decimals: 1, ranges: adults(null, 0.2), usual: [0.1, 0.2] },
  { kind: 'numeric', key: 'bilirubinIndirect', loinc: '1971-1', name: 'Bilirubin, indirect (calculated)', unit: 'mg/dL', decimals: 1, ranges: adults(0.2, 1.2), derive: (valueOf) => Math.max(valueOf('bilirubinTotal') - valueOf('bilirubinDirect'), 0.1) },
  { kind: 'numeric', key: 'alkalinePhosphatase', loinc: '6768-6', name: 'Alkaline phosphatase', unit: 'U/L', decimals: 0, ranges: adults(36, 130) },
  { kind: 'numeric', key: 'ast', loinc: '1920-8', name: 'AST', unit: 'U/L', decimals: 0, ranges: [{ sex: 'male', low: 10, high: 40 }, { sex: 'female', low: 10, high: 30 }] },
  { kind: 'numeric', key: 'alt', loinc: '1742-6', name: 'ALT', unit: 'U/L', decimals: 0, ranges: [{ sex: 'male', low: 9, high: 46 }, { sex: 'female', low: 6, high: 29 }] },
  { kind: 'numeric', key: 'ggt', loinc: '2324-2', name: 'GGT', unit: 'U/L', decimals: 0, ranges: [{ sex: 'male', low: 3, high: 70 }, { sex: 'female', low: 3, high: 50 }] },
  { kind: 'numeric', key: 'phosphorus', loinc: '2777-1', name: 'Phosphorus', unit: 'mg/dL', decimals: 1, ranges: adults(2.5, 4.5), critical: { low: 1 } },
  { kind: 'numeric', key: 'uricAcid', loinc: '3084-1', name: 'Uric acid', unit: 'mg/dL', decimals: 1, ranges: [{ sex: 'male', low: 4, high: 8 }, { sex: 'female', low: 2.5, high: 7 }] },
  { kind: 'numeric', key: 'magnesium', loinc: '19123-9', name: 'Magnesium', unit: 'mg/dL', decimals: 1, ranges: adults(1.5, 2.5), critical: { low: 1, high: 4.9 } },
  { kind: 'numeric', key: 'creatineKinase', loinc: '2157-6', name: 'Creatine kinase, total', unit: 'U/L', decimals: 0, ranges: [{ sex: 'male', low: 44, high: 196 }, { sex: 'female', low: 29, high: 143 }] },
  { kind: 'numeric', key: 'amylase', loinc: '1798-8', name: 'Amylase', unit: 'U/L', decimals: 0, ranges: adults(21, 101) },
  { kind: 'numeric', key: 'lipase', loinc: '3040-3', name: 'Lipase', unit: 'U/L', decimals: 0, ranges: adults(7, 60) },
  { kind: 'numeric', key: 'ldh', loinc: '2532-0', name: 'Lactate dehydrogenase (LD)', unit: 'U/L', decimals: 0, ranges: adults(120, 250) },
  { kind: 'numeric', key: 'leadBlood', loinc: '5671-3', name: 'Lead, blood', unit: 'ug/dL', decimals: 1, ranges: adults(null, 3.4, { usual: [0.5, 2.5] }), critical: { high: 69.9 } },
  { kind: 'numeric', key: 'cystatinC', loinc: '33863-2', name: 'Cystatin C', unit: 'mg/L', decimals: 2, ranges: adults(0.52, 1.03) },
  { kind: 'numeric', key: 'egfrCystatin', loinc: '50210-4', name: 'eGFR (cystatin C)', unit: 'mL/min/{1.73_m2}', decimals: 0, ranges: adults(60, null), derive: (valueOf, patient) => ckdEpiCystatin(valueOf('cystatinC'), patient) },
  { kind: 'numeric', key: 'creatinineUrine', loinc: '2161-8', name: 'Creatinine, random urine', unit: 'mg/dL', decimals: 0, ranges: adults(20, 320) },
  { kind: 'numeric', key: 'albuminCreatinineRatio', loinc: '9318-7', name: 'Albumin/creatinine ratio, urine', unit: 'mg/g{creat}', decimals: 0, ranges: adults(null, 29, { usual: [3, 25] }) },
  { kind: 'numeric', key: 'microalbuminUrine', loinc: '14957-5', name: 'Albumin, random urine', unit: 'mg/L', decimals: 1, ranges: [], derive: (valueOf) => (valueOf('albuminCreatinineRatio') * valueOf('creatinineUrine')) / 100 },

  // Lipids and cardiovascular risk. Total cholesterol is the sum Friedewald
  // reads backwards, so the panel's numbers always agree with each other.
  { kind: 'numeric', key: 'hdl', loinc: '2085-9', name: 'HDL cholesterol', unit: 'mg/dL', decimals: 0, ranges: [{ sex: 'male', low: 40, high: null, usual: [40, 70] }, { sex: 'female', low: 50, high: null, usual: [50, 85] }] },
  { kind: 'numeric', key: 'triglycerides', loinc: '2571-8', name: 'Triglycerides', unit: 'mg/dL', decimals: 0, ranges: adults(null, 149, { usual: [55, 149] }), critical: { high: 1000 } },
  { kind: 'numeric', key: 'ldlCalculated', loinc: '13457-7', name: 'LDL cholesterol (calculated)', unit: 'mg/dL', decimals: 0, ranges: adults(null, 99, { usual: [55, 99] }) },
  { kind: 'numeric', key: 'totalCholesterol', loinc: '2093-3', name: 'Cholesterol, total', unit: 'mg/dL', decimals: 0, ranges: adults(null, 199), derive: (valueOf) => valueOf('hdl') + valueOf('ldlCalculated') + valueOf('triglycerides') / 5 },
  { kind: 'numeric', key: 'nonHdl', loinc: '43396-1', name: 'Non-HDL cholesterol', unit: 'mg/dL', decimals: 0, ranges: adults(null, 129), derive: (valueOf) => valueOf('totalCholesterol') - valueOf('hdl') },
  { kind: 'numeric', key: 'cholesterolHdlRatio', loinc: '9830-1', name: 'Cholesterol/HDL ratio', unit: '', decimals: 1, ranges: adults(null, 4.9), derive: (valueOf) => valueOf('totalCholesterol') / valueOf('hdl') },
  { kind: 'numeric', key: 'ldlDirect', loinc: '18262-6', name: 'LDL cholesterol, direct', unit: 'mg/dL', decimals: 0, ranges: adults(null, 99), derive: (valueOf) => valueOf('ldlCalculated') + 3 },
  { kind: 'numeric', key: 'apolipoproteinB', loinc: '1884-6', name: 'Apolipoprotein B', unit: 'mg/dL', decimals: 0, ranges: adults(null, 89, { usual: [50, 89] }) },
  { kind: 'numeric', key: 'apolipoproteinA1', loinc: '1869-7', name: 'Apolipoprotein A-1', unit: 'mg/dL', decimals: 0, ranges: [{ sex: 'male', low: 94, high: 176 }, { sex: 'female', low: 101, high: 198 }] },
  { kind: 'numeric', key: 'lipoproteinA', loinc: '43583-4', name: 'Lipoprotein (a)', unit: 'nmol/L', decimals: 0, ranges: adults(null, 74, { usual: [5, 70] }) },
  { kind: 'numeric', key: 'ldlParticles', loinc: '54434-6', name: 'LDL particle number', unit: 'nmol/L', decimals: 0, ranges: adults(null, 999, { usual: [600, 999] }) },
  { kind: 'numeric', key: 'hsCrp', loinc: '30522-7', name: 'hs-CRP', unit: 'mg/L', decimals: 1, ranges: adults(null, 2.9, { usual: [0.2, 2.5] }) },
  { kind: 'numeric', key: 'homocysteine', loinc: '13965-9', name: 'Homocysteine', unit: 'umol/L', decimals: 1, ranges: adults(null, 11.4, { text: '<=11.4', usual: [5, 11] }) },
  { kind: 'numeric', key: 'ntProBnp', loinc: '33762-6', name: 'NT-proBNP', unit: 'pg/mL', decimals: 0, ranges: [{ toAge: 75, low: null, high: 124, usual: [10, 110] }, { fromAge: 75, low: null, high: 449, usual: [40, 400] }] },
  { kind: 'numeric', key: 'fibrinogen', loinc: '3255-7', name: 'Fibrinogen activity', unit: 'mg/dL', decimals: 0, ranges: adults(175, 425), critical: { low: 100 } },
  { kind: 'numeric', key: 'lpPla2Activity', loinc: '86951-1', name: 'Lp-PLA2 activity', unit: 'nmol/min/mL', decimals: 0, ranges: adults(null, 224, { usual: [100, 215] }) },

  // Diabetes.
  { kind: 'numeric', key: 'hemoglobinA1c', loinc: '4548-4', name: 'Hemoglobin A1c', unit: '%', decimals: 1, ranges: adults(null, 5.6, { usual: [4.6, 5.6] }) },
  { kind: 'numeric', key: 'insulin', loinc: '20448-7', name: 'Insulin', unit: 'u[IU]/mL', decimals: 1, ranges: adults(2.6, 24.9) },
  { kind: 'numeric', key: 'cPeptide', loinc: '1986-9', name: 'C-peptide', unit: 'ng/mL', decimals: 2, ranges: adults(0.8, 3.85) },
  { kind: 'numeric', key: 'fructosamine', loinc: '15069-8', name: 'Fructosamine', unit: 'umol/L', decimals: 0, ranges: adults(190, 270) },
  { kind: 'numeric', key: 'gad65Antibody', loinc: '13926-1', name: 'GAD-65 antibody', unit: '[IU]/mL', decimals: 1, ranges: adults(null, 4.9, { usual: [0, 2] }) },
  { kind: 'numeric', key: 'insulinAntibody', loinc: '8072-1', name: 'Insulin autoantibody', unit: 'u[IU]/mL', decimals: 1, ranges: adults(null, 0.3, { usual: [0, 0.3] }) },
  { kind: 'numeric', key: 'anhydroglucitol', loinc: '53835-5', name: '1,5-Anhydroglucitol (GlycoMark)', unit: 'ug/mL', decimals: 1, ranges: [{ sex: 'male', low: 10.7, high: 32 }, { sex: 'female', low: 6.8, high: 29.3 }] },

  // Thyroid.
  { kind: 'numeric', key: 'tsh', loinc: '3016-3', name: 'TSH', unit: 'm[IU]/L', decimals: 2, ranges: adults(0.4, 4.5) },
  { kind: 'numeric', key: 'freeT4', loinc: '3024-7', name: 'Free T4', unit: 'ng/dL', decimals: 1, ranges: adults(0.8, 1.8) },
  { kind: 'numeric', key: 'freeT3', loinc: '3051-0', name: 'Free T3', unit: 'pg/mL', decimals: 1, ranges: adults(2.3, 4.2) },
  { kind: 'numeric', key: 't4Total', loinc: '3026-2', name: 'T4 (thyroxine), total', unit: 'ug/dL', decimals: 1, ranges: adults(5.1, 11.9) },
  { kind: 'numeric', key: 't3Total', loinc: '3053-6', name: 'T3, total', unit: 'ng/dL', decimals: 0, ranges: adults(76, 181) },
  { kind: 'numeric', key: 't3Uptake', loinc: '3050-2', name: 'T3 uptake', unit: '%', decimals: 0, ranges: adults(22, 35) },
  { kind: 'numeric', key: 'reverseT3', loinc: '3052-8', name: 'Reverse T3', unit: 'ng/dL', decimals: 0, ranges: adults(8, 25) },
  { kind: 'numeric', key: 'tpoAntibody', loinc: '8099-4', name: 'Thyroid peroxidase antibodies', unit: '[IU]/mL', decimals: 0, ranges: adults(null, 8, { usual: [0, 6] }) },
  { kind: 'numeric', key: 'thyroglobulinAntibody', loinc: '8098-6', name: 'Thyroglobulin antibodies', unit: '[IU]/mL', decimals: 0, ranges: adults(null, 1, { text: '<=1', usual: [0, 1] }) },
  { kind: 'numeric', key: 'thyroglobulin', loinc: '3013-0', name: 'Thyroglobulin', unit: 'ng/mL', decimals: 1, ranges: adults(2.8, 40.9) },
  { kind: 'numeric', key: 'thyroidStimulatingImmunoglobulin', loinc: '30166-3', name: 'Thyroid stimulating immunoglobulin', unit: '%', decimals: 0, ranges: adults(null, 140, { text: '<=140', usual: [40, 120] }) },
  { kind: 'numeric', key: 'calcitonin', loinc: '1992-7', name: 'Calcitonin', unit: 'pg/mL', decimals: 1, ranges: [{ sex: 'male', low: null, high: 8.4, text: '<=8.4', usual: [1, 7] }, { sex: 'female', low: null, high: 5, text: '<=5.0', usual: [0.5, 4] }] },

  // Hematology. Hematocrit, RBC and MCH follow from hemoglobin, MCHC and MCV,
  // and the differential adds up to 100 %, as on a real analyzer.
  { kind: 'numeric', key: 'wbc', loinc: '6690-2', name: 'White blood cell count', unit: '10*3/uL', decimals: 1, ranges: adults(3.8, 10.8), critical: { low: 2, high: 30 } },
  { kind: 'numeric', key: 'hemoglobin', loinc: '718-7', name: 'Hemoglobin', unit: 'g/dL', decimals: 1, ranges: [{ sex: 'male', low: 13.2, high: 17.1 }, { sex: 'female', low: 11.7, high: 15.5 }], critical: { low: 7, high: 20 } },
  { kind: 'numeric', key: 'mchc', loinc: '786-4', name: 'MCHC', unit: 'g/dL', decimals: 1, ranges: adults(32, 36, { usual: [32.4, 35.4] }) },
  { kind: 'numeric', key: 'mcv', loinc: '787-2', name: 'MCV', unit: 'fL', decimals: 1, ranges: adults(80, 100, { usual: [83, 97] }) },
  {
    kind: 'numeric', key: 'hematocrit', loinc: '4544-3', name: 'Hematocrit', unit: '%', decimals: 1,
    ranges: [{ sex: 'male', low: 38.5, high: 50 }, { sex: 'female', low: 35, high: 45 }],
    critical: { low: 20, high: 60 },
    derive: (valueOf) => (valueOf('hemoglobin') / valueOf('mchc')) * 100,
  },
  { kind: 'numeric', key: 'rbc', loinc: '789-8', name: 'Red blood cell count', unit: '10*6/uL', decimals: 2, ranges: [{ sex: 'male', low: 4.2, high: 5.8 }, { sex: 'female', low: 3.8, high: 5.1 }], derive: (valueOf) => (valueOf('hematocrit') / valueOf('mcv')) * 10 },
  { kind: 'numeric', key: 'mch', loinc: '785-6', name: 'MCH', unit: 'pg', decimals: 1, ranges: adults(27, 33), derive: (valueOf) => (valueOf('hemoglobin') / valueOf('rbc')) * 10 },
  { kind: 'numeric', key: 'rdw', loinc: '788-0', name: 'RDW', unit: '%', decimals: 1, ranges: adults(11, 15) },
  { kind: 'numeric', key: 'platelets', loinc: '777-3', name: 'Platelet count', unit: '10*3/uL', decimals: 0, ranges: adults(140, 400), critical: { low: 40, high: 1000 } },
  { kind: 'numeric', key: 'mpv', loinc: '32623-1', name: 'MPV', unit: 'fL', decimals: 1, ranges: adults(7.5, 12.5) },
  { kind: 'numeric', key: 'lymphocytesPercent', loinc: '736-9', name: 'Lymphocytes', unit: '%', decimals: 1, ranges: [], usual: [20, 40] },
  { kind: 'numeric', key: 'monocytesPercent', loinc: '5905-5', name: 'Monocytes', unit: '%', decimals: 1, ranges: [], usual: [4, 10] },
  { kind: 'numeric', key: 'eosinophilsPercent', loinc: '713-8', name: 'Eosinophils', unit: '%', decimals: 1, ranges: [], usual: [1, 4] },
  { kind: 'numeric', key: 'basophilsPercent', loinc: '706-2', name: 'Basophils', unit: '%', decimals: 1, ranges: [], usual: [0.2, 1] },
  {
    kind: 'numeric', key: 'neutrophilsPercent', loinc: '770-8', name: 'Neutrophils', unit: '%', decimals: 1, ranges: [],
    derive: (valueOf) => 100 - valueOf('lymphocytesPercent') - valueOf('monocytesPercent') - valueOf('eosinophilsPercent') - valueOf('basophilsPercent'),
  },
  { kind: 'numeric', key: 'neutrophilsAbsolute', loinc: '751-8', name: 'Absolute neutrophils', unit: '10*3/uL', decimals: 2, ranges: adults(1.5, 7.8), critical: { low: 0.5 }, derive: (valueOf) => (valueOf('wbc') * valueOf('neutrophilsPercent')) / 100 },
  { kind: 'numeric', key: 'lymphocytesAbsolute', loinc: '731-0', name: 'Absolute lymphocytes', unit: '10*3/uL', decimals: 2, ranges: adults(0.85, 3.9), derive: (valueOf) => (valueOf('wbc') * valueOf('lymphocytesPercent')) / 100 },
  { kind: 'numeric', key: 'monocytesAbsolute', loinc: '742-7', name: 'Absolute monocytes', unit: '10*3/uL', decimals: 2, ranges: adults(0.2, 0.95), derive: (valueOf) => (valueOf('wbc') * valueOf('monocytesPercent')) / 100 },
  { kind: 'numeric', key: 'eosinophilsAbsolute', loinc: '711-2', name: 'Absolute eosinophils', unit: '10*3/uL', decimals: 2, ranges: adults(0.02, 0.5), derive: (valueOf) => (valueOf('wbc') * valueOf('eosinophilsPercent')) / 100 },
  { kind: 'numeric', key: 'basophilsAbsolute', loinc: '704-7', name: 'Absolute basophils', unit: '10*3/uL', decimals: 2, ranges: adults(0, 0.2), derive: (valueOf) => (valueOf('wbc') * valueOf('basophilsPercent')) / 100 },
  { kind: 'numeric', key: 'reticulocytes', loinc: '17849-1', name: 'Reticulocyte count', unit: '%', decimals: 1, ranges: adults(0.5, 2.5) },
  { kind: 'numeric', key: 'inr', loinc: '6301-6', name: 'INR', unit: '', decimals: 1, ranges: adults(0.9, 1.1), critical: { high: 4.9 } },
  { kind: 'numeric', key: 'prothrombinTime', loinc: '5902-2', name: 'Prothrombin time', unit: 's', decimals: 1, ranges: adults(9, 11.5), derive: (valueOf) => valueOf('inr') * 10.3 },
  { kind: 'numeric', key: 'aptt', loinc: '14979-9', name: 'aPTT', unit: 's', decimals: 0, ranges: adults(23, 32), critical: { high: 100 } },
  { kind: 'numeric', key: 'g6pd', loinc: '32546-4', name: 'G6PD', unit: 'U/g{Hb}', decimals: 1, ranges: adults(7, 20.5) },
  { kind: 'numeric', key: 'haptoglobin', loinc: '4542-7', name: 'Haptoglobin', unit: 'mg/dL', decimals: 0, ranges: adults(43, 212) },
  { kind: 'numeric', key: 'sedRate', loinc: '30341-2', name: 'Sed rate (ESR)', unit: 'mm/h', decimals: 0, ranges: [
    { sex: 'male', toAge: 50, low: null, high: 15, text: '<=15', usual: [2, 12] },
    { sex: 'male', fromAge: 50, low: null, high: 20, text: '<=20', usual: [2, 16] },
    { sex: 'female', toAge: 50, low: null, high: 20, text: '<=20', usual: [2, 16] },
    { sex: 'female', fromAge: 50, low: null, high: 30, text: '<=30', usual: [3, 24] },
  ] },
  {
    kind: 'text', key: 'aboGroup', loinc: '883-9', name: 'ABO group', rangeText: null,
    outcomes: [
      { text: 'O', weight: 0.45, flag: 'normal' },
      { text: 'A', weight: 0.4, flag: 'normal' },
      { text: 'B', weight: 0.11, flag: 'normal' },
      { text: 'AB', weight: 0.04, flag: 'normal' },
    ],
  },
  {
    kind: 'text', key: 'rhType', loinc: '10331-7', name: 'Rh type', rangeText: null,
    outcomes: [
      { text: 'Positive', weight: 0.85, flag: 'normal' },
      { text: 'Negative', weight: 0.15, flag: 'normal' },
    ],
  },
  { kind: 'text', key: 'sickleCellScreen', loinc: '6864-3', name: 'Hemoglobin S (sickle cell screen)', ...mostlyNegative(0.03) },

  // Hormones.
  {
    kind: 'numeric', key: 'testosterone', loinc: '2986-8', name: 'Testosterone, total', unit: 'ng/dL', decimals: 0,
    ranges: [
      { sex: 'male', toAge: 40, low: 264, high: 916 },
      { sex: 'male', fromAge: 40, low: 250, high: 827 },
      { sex: 'female', toAge: 50, low: 2, high: 45 },
      { sex: 'female', fromAge: 50, low: 2, high: 41 },
    ],
  },
  { kind: 'numeric', key: 'testosteroneFree', loinc: '2991-8', name: 'Testosterone, free', unit: 'pg/mL', decimals: 1, ranges: [{ sex: 'male', low: 46, high: 224 }, { sex: 'female', low: 0.2, high: 5 }] },
  { kind: 'numeric', key: 'testosteroneBioavailable', loinc: '2990-0', name: 'Testosterone, bioavailable', unit: 'ng/dL', decimals: 1, ranges: [{ sex: 'male', low: 110, high: 575 }, { sex: 'female', low: 0.5, high: 8.5 }] },
  {
    kind: 'numeric', key: 'dihydrotestosterone', loinc: '1848-1', name: 'Dihydrotestosterone', unit: 'pg/mL', decimals: 0,
    ranges: [{ sex: 'male', low: 112, high: 955 }, { sex: 'female', toAge: 56, low: null, high: 300, usual: [40, 260] }, { sex: 'female', fromAge: 56, low: null, high: 128, usual: [20, 110] }],
  },
  {
    kind: 'numeric', key: 'estradiol', loinc: '2243-4', name: 'Estradiol', unit: 'pg/mL', decimals: 0,
    ranges: [
      { sex: 'male', low: null, high: 39, usual: [12, 36] },
      { sex: 'female', toAge: 51, low: 19, high: 144, text: '19-144 (follicular)' },
      { sex: 'female', fromAge: 51, low: null, high: 31, text: '<=31 (postmenopausal)', usual: [5, 28] },
    ],
  },
  {
    kind: 'numeric', key: 'estrone', loinc: '2258-2', name: 'Estrone', unit: 'pg/mL', decimals: 0,
    ranges: [{ sex: 'male', low: 10, high: 60 }, { sex: 'female', toAge: 51, low: 17, high: 200 }, { sex: 'female', fromAge: 51, low: 7, high: 40 }],
  },
  {
    kind: 'numeric', key: 'fsh', loinc: '15067-2', name: 'FSH', unit: 'm[IU]/mL', decimals: 1,
    ranges: [
      { sex: 'male', low: 1.6, high: 8 },
      { sex: 'female', toAge: 51, low: 2.5, high: 10.2, text: '2.5-10.2 (follicular)' },
      { sex: 'female', fromAge: 51, low: 23, high: 116.3, text: '23.0-116.3 (postmenopausal)' },
    ],
  },
  {
    kind: 'numeric', key: 'lh', loinc: '10501-5', name: 'LH', unit: 'm[IU]/mL', decimals: 1,
    ranges: [
      { sex: 'male', low: 1.5, high: 9.3 },
      { sex: 'female', toAge: 51, low: 1.9, high: 12.5, text: '1.9-12.5 (follicular)' },
      { sex: 'female', fromAge: 51, low: 15.9, high: 54, text: '15.9-54.0 (postmenopausal)' },
    ],
  },
  {
    kind: 'numeric', key: 'progesterone', loinc: '2839-9', name: 'Progesterone', unit: 'ng/mL', decimals: 1,
    ranges: [
      { sex: 'male', low: null, high: 1.4, usual: [0.2, 1.2] },
      { sex: 'female', toAge: 51, low: null, high: 1.4, text: '<1.5 (follicular)', usual: [0.2, 1.2] },
      { sex: 'female', fromAge: 51, low: null, high: 0.4, text: '<0.5 (postmenopausal)', usual: [0.1, 0.4] },
    ],
  },
  { kind: 'numeric', key: 'prolactin', loinc: '2842-3', name: 'Prolactin', unit: 'ng/mL', decimals: 1, ranges: [{ sex: 'male', low: 2, high: 18 }, { sex: 'female', low: 3, high: 30 }] },
  { kind: 'numeric', key: 'cortisolAm', loinc: '2143-6', name: 'Cortisol, A.M.', unit: 'ug/dL', decimals: 1, ranges: adults(4, 22) },
  {
    kind: 'numeric', key: 'dheaSulfate', loinc: '2191-5', name: 'DHEA sulfate', unit: 'ug/dL', decimals: 0,
    ranges: [
      { sex: 'male', toAge: 30, low: 89, high: 457 },
      { sex: 'male', fromAge: 30, toAge: 40, low: 65, high: 334 },
      { sex: 'male', fromAge: 40, toAge: 50, low: 48, high: 244 },
      { sex: 'male', fromAge: 50, toAge: 60, low: 35, high: 179 },
      { sex: 'male', fromAge: 60, toAge: 70, low: 25, high: 131 },
      { sex: 'male', fromAge: 70, low: 17, high: 96 },
      { sex: 'female', toAge: 30, low: 44, high: 332 },
      { sex: 'female', fromAge: 30, toAge: 40, low: 31, high: 228 },
      { sex: 'female', fromAge: 40, toAge: 50, low: 22, high: 167 },
      { sex: 'female', fromAge: 50, toAge: 60, low: 16, high: 122 },
      { sex: 'female', fromAge: 60, toAge: 70, low: 10, high: 89 },
      { sex: 'female', fromAge: 70, low: 7, high: 65 },
    ],
  },
  { kind: 'numeric', key: 'shbg', loinc: '13967-5', name: 'Sex hormone binding globulin', unit: 'nmol/L', decimals: 0, ranges: [{ sex: 'male', low: 10, high: 50 }, { sex: 'female', low: 17, high: 124 }] },
  {
    kind: 'numeric', key: 'igf1', loinc: '2484-4', name: 'IGF-1', unit: 'ng/mL', decimals: 0,
    ranges: [
      { toAge: 30, low: 107, high: 336 },
      { fromAge: 30, toAge: 40, low: 87, high: 266 },
      { fromAge: 40, toAge: 50, low: 75, high: 238 },
      { fromAge: 50, toAge: 60, low: 60, high: 208 },
      { fromAge: 60, toAge: 70, low: 48, high: 188 },
      { fromAge: 70, low: 41, high: 170 },
    ],
  },
  { kind: 'numeric', key: 'growthHormone', loinc: '2963-7', name: 'Growth hormone', unit: 'ng/mL', decimals: 2, ranges: [{ sex: 'male', low: null, high: 0.97, usual: [0.03, 0.8] }, { sex: 'female', low: null, high: 3.61, usual: [0.05, 3] }] },
  { kind: 'numeric', key: 'pthIntact', loinc: '2731-8', name: 'PTH, intact', unit: 'pg/mL', decimals: 0, ranges: adults(16, 77) },
  { kind: 'numeric', key: 'pregnenolone', loinc: '25507-5', name: 'Pregnenolone', unit: 'nmol/L', decimals: 1, ranges: adults(0.7, 7.5) },
  {
    kind: 'numeric', key: 'hydroxyprogesterone17', loinc: '1668-3', name: '17-Hydroxyprogesterone', unit: 'ng/dL', decimals: 0,
    ranges: [{ sex: 'male', low: null, high: 220, usual: [40, 180] }, { sex: 'female', toAge: 51, low: null, high: 80, usual: [15, 70] }, { sex: 'female', fromAge: 51, low: null, high: 51, usual: [10, 45] }],
  },
  { kind: 'numeric', key: 'androstenedione', loinc: '1854-9', name: 'Androstenedione', unit: 'ng/dL', decimals: 0, ranges: [{ sex: 'male', low: 40, high: 190 }, { sex: 'female', toAge: 51, low: 41, high: 262 }, { sex: 'female', fromAge: 51, low: 20, high: 75 }] },
  {
    kind: 'numeric', key: 'antiMullerianHormone', loinc: '38476-8', name: 'Anti-Mullerian hormone', unit: 'ng/mL', decimals: 2,
    ranges: [
      { sex: 'male', low: 0.7, high: 19 },
      { sex: 'female', toAge: 30, low: 0.9, high: 9.5 },
      { sex: 'female', fromAge: 30, toAge: 35, low: 0.8, high: 7.9 },
      { sex: 'female', fromAge: 35, toAge: 40, low: 0.5, high: 5.6 },
      { sex: 'female', fromAge: 40, toAge: 45, low: 0.1, high: 3.2 },
      { sex: 'female', fromAge: 45, low: null, high: 1.1, usual: [0.01, 1] },
    ],
  },
  { kind: 'numeric', key: 'inhibinB', loinc: '34319-4', name: 'Inhibin B', unit: 'pg/mL', decimals: 0, ranges: [{ sex: 'male', low: 47, high: 383 }, { sex: 'female', toAge: 51, low: 10, high: 200 }, { sex: 'female', fromAge: 51, low: null, high: 10, usual: [1, 9] }] },
  { kind: 'numeric', key: 'hcgQuantitative', loinc: '19080-1', name: 'hCG, total', unit: 'm[IU]/mL', decimals: 0, ranges: adults(null, 4, { text: '<5 (not pregnant)', usual: [0, 2] }), expectedOnly: true },
  { kind: 'text', key: 'hcgQualitative', loinc: '2118-8', name: 'hCG, qualitative', ...expected('Negative') },
  {
    kind: 'numeric', key: 'psaTotal', loinc: '2857-1', name: 'PSA, total', unit: 'ng/mL', decimals: 2,
    ranges: [
      { toAge: 50, low: null, high: 2.5, text: '<=2.50', usual: [0.2, 1.5] },
      { fromAge: 50, toAge: 60, low: null, high: 3.5, text: '<=3.50', usual: [0.3, 2.5] },
      { fromAge: 60, toAge: 70, low: null, high: 4.5, text: '<=4.50', usual: [0.4, 3.2] },
      { fromAge: 70, low: null, high: 6.5, text: '<=6.50', usual: [0.5, 4.5] },
    ],
  },
  { kind: 'numeric', key: 'psaFreePercent', loinc: '12841-3', name: 'PSA, % free', unit: '%', decimals: 0, ranges: adults(25, null, { text: '>25', usual: [25, 45] }) },
  { kind: 'numeric', key: 'psaFree', loinc: '10886-0', name: 'PSA, free', unit: 'ng/mL', decimals: 2, ranges: [], derive: (valueOf) => (valueOf('psaTotal') * valueOf('psaFreePercent')) / 100 },

  // Vitamins, minerals, iron.
  { kind: 'numeric', key: 'vitaminD25', loinc: '1989-3', name: 'Vitamin D, 25-hydroxy', unit: 'ng/mL', decimals: 0, ranges: adults(30, 100, { usual: [30, 70] }) },
  { kind: 'numeric', key: 'vitaminD125', loinc: '1649-3', name: 'Vitamin D, 1,25-dihydroxy', unit: 'pg/mL', decimals: 0, ranges: adults(18, 72) },
  { kind: 'numeric', key: 'vitaminB12', loinc: '2132-9', name: 'Vitamin B12', unit: 'pg/mL', decimals: 0, ranges: adults(200, 1100) },
  { kind: 'numeric', key: 'folateSerum', loinc: '2284-8', name: 'Folate, serum', unit: 'ng/mL', decimals: 1, ranges: adults(5.5, null, { usual: [6, 20] }) },
  { kind: 'numeric', key: 'folateRbc', loinc: '2283-0', name: 'Folate, RBC', unit: 'ng/mL', decimals: 0, ranges: adults(366, null, { usual: [400, 1000] }) },
  {
    kind: 'numeric', key: 'ferritin', loinc: '2276-4', name: 'Ferritin', unit: 'ng/mL', decimals: 0,
    ranges: [{ sex: 'male', low: 38, high: 380 }, { sex: 'female', toAge: 50, low: 16, high: 154 }, { sex: 'female', fromAge: 50, low: 16, high: 288 }],
  },
  { kind: 'numeric', key: 'iron', loinc: '2498-4', name: 'Iron, total', unit: 'ug/dL', decimals: 0, ranges: [{ sex: 'male', low: 50, high: 180, usual: [65, 160] }, { sex: 'female', low: 40, high: 190, usual: [55, 150] }] },
  { kind: 'numeric', key: 'ironBindingCapacity', loinc: '2500-7', name: 'Iron binding capacity (TIBC)', unit: 'ug/dL', decimals: 0, ranges: adults(250, 450, { usual: [270, 400] }) },
  { kind: 'numeric', key: 'ironSaturation', loinc: '2502-3', name: 'Iron saturation', unit: '%', decimals: 0, ranges: [{ sex: 'male', low: 20, high: 48 }, { sex: 'female', low: 16, high: 45 }], derive: (valueOf) => (valueOf('iron') / valueOf('ironBindingCapacity')) * 100 },
  { kind: 'numeric', key: 'magnesiumRbc', loinc: '2597-3', name: 'Magnesium, RBC', unit: 'mmol/L', decimals: 2, ranges: adults(1.65, 2.65) },
  { kind: 'numeric', key: 'zinc', loinc: '5763-8', name: 'Zinc', unit: 'ug/dL', decimals: 0, ranges: adults(60, 130) },
  { kind: 'numeric', key: 'copper', loinc: '5631-7', name: 'Copper', unit: 'ug/dL', decimals: 0, ranges: [{ sex: 'male', low: 70, high: 175 }, { sex: 'female', low: 80, high: 155 }] },
  { kind: 'numeric', key: 'methylmalonicAcid', loinc: '13964-2', name: 'Methylmalonic acid', unit: 'nmol/L', decimals: 0, ranges: adults(87, 318) },
  { kind: 'numeric', key: 'vitaminA', loinc: '2923-1', name: 'Vitamin A (retinol)', unit: 'ug/dL', decimals: 0, ranges: adults(38, 98) },
  { kind: 'numeric', key: 'vitaminE', loinc: '1823-4', name: 'Vitamin E (alpha-tocopherol)', unit: 'mg/L', decimals: 1, ranges: adults(5.7, 19.9) },
  { kind: 'numeric', key: 'vitaminB1', loinc: '32554-8', name: 'Vitamin B1 (thiamine)', unit: 'nmol/L', decimals: 0, ranges: adults(78, 185) },
  { kind: 'numeric', key: 'vitaminB6', loinc: '62236-5', name: 'Vitamin B6 (pyridoxal 5-phosphate)', unit: 'nmol/L', decimals: 0, ranges: adults(20, 125) },

  // Urinalysis.
  { kind: 'text', key: 'urineColor', loinc: '5778-6', name: 'Color', ...expected('Yellow') },
  { kind: 'text', key: 'urineAppearance', loinc: '5767-9', name: 'Appearance', ...expected('Clear') },
  { kind: 'numeric', key: 'urineSpecificGravity', loinc: '2965-2', name: 'Specific gravity', unit: '', decimals: 3, ranges: adults(1.001, 1.035, { usual: [1.005, 1.03] }) },
  { kind: 'numeric', key: 'urinePh', loinc: '2756-5', name: 'pH', unit: '[pH]', decimals: 1, ranges: adults(5, 8) },
  { kind: 'text', key: 'urineGlucose', loinc: '25428-4', name: 'Glucose', ...expected('Negative') },
  { kind: 'text', key: 'urineProtein', loinc: '20454-5', name: 'Protein', ...mostlyNegative(0.04) },
  { kind: 'text', key: 'urineBilirubin', loinc: '5770-3', name: 'Bilirubin', ...expected('Negative') },
  { kind: 'text', key: 'urineKetones', loinc: '2514-8', name: 'Ketones', ...mostlyNegative(0.04) },
  { kind: 'text', key: 'urineBlood', loinc: '5794-3', name: 'Occult blood', ...mostlyNegative(0.05) },
  { kind: 'text', key: 'urineNitrite', loinc: '5802-4', name: 'Nitrite', ...expected('Negative') },
  { kind: 'text', key: 'urineLeukocyteEsterase', loinc: '5799-2', name: 'Leukocyte esterase', ...mostlyNegative(0.05) },
  { kind: 'numeric', key: 'urineWbc', loinc: '5821-4', name: 'WBC, urine', unit: '/[HPF]', decimals: 0, ranges: adults(0, 5) },
  { kind: 'numeric', key: 'urineRbc', loinc: '13945-1', name: 'RBC, urine', unit: '/[HPF]', decimals: 0, ranges: adults(0, 2) },
  { kind: 'numeric', key: 'urineSquamousCells', loinc: '11277-1', name: 'Squamous epithelial cells', unit: '/[HPF]', decimals: 0, ranges: adults(0, 5) },
  { kind: 'text', key: 'urineBacteria', loinc: '25145-4', name: 'Bacteria', ...expected('None seen') },
  { kind: 'text', key: 'urineCulture', loinc: '630-4', name: 'Urine culture', ...expected('No growth') },

  // Infectious disease: always the expected outcome (see `expected`).
  { kind: 'text', key: 'chlamydiaUrine', loinc: '42931-6', name: 'Chlamydia trachomatis RNA, TMA, urogenital', ...expected('Not detected') },
  { kind: 'text', key: 'gonorrheaUrine', loinc: '60256-5', name: 'Neisseria gonorrhoeae RNA, TMA, urogenital', ...expected('Not detected') },
  { kind: 'text', key: 'trichomonasNaa', loinc: '46154-1', name: 'Trichomonas vaginalis RNA, qualitative, TMA', ...expected('Not detected') },
  { kind: 'text', key: 'mycoplasmaGenitaliumUrine', loinc: '100703-8', name: 'Mycoplasma genitalium RNA, TMA', ...expected('Not detected') },
  { kind: 'text', key: 'hivAgAb', loinc: '56888-1', name: 'HIV-1/2 antigen and antibodies, fourth generation', ...expected('Non-reactive') },
  { kind: 'text', key: 'hiv1Rna', loinc: '20447-9', name: 'HIV-1 RNA, quantitative', ...expected('Not detected') },
  { kind: 'text', key: 'rpr', loinc: '20507-0', name: 'RPR (syphilis) screen', ...expected('Non-reactive') },
  { kind: 'text', key: 'treponemaAntibody', loinc: '22587-0', name: 'Treponema pallidum antibody', ...expected('Non-reactive') },
  { kind: 'text', key: 'hsv1IgG', loinc: '17850-9', name: 'HSV 1 IgG, type-specific', ...expected('Negative') },
  { kind: 'text', key: 'hsv2IgG', loinc: '17851-7', name: 'HSV 2 IgG, type-specific', ...expected('Negative') },
  { kind: 'text', key: 'sarsCov2IgG', loinc: '94563-4', name: 'SARS-CoV-2 antibody, IgG', ...seroprevalence(0.8) },
  { kind: 'text', key: 'sarsCov2Rna', loinc: '94500-6', name: 'SARS-CoV-2 RNA, qualitative', ...expected('Not detected') },
  { kind: 'text', key: 'lymeAntibody', loinc: '22131-7', name: 'Lyme disease antibody screen', ...expected('Negative') },
  { kind: 'text', key: 'hepatitisAAntibodyTotal', loinc: '13951-9', name: 'Hepatitis A antibody, total', ...seroprevalence(0.4) },
  { kind: 'text', key: 'hepatitisAIgM', loinc: '13950-1', name: 'Hepatitis A antibody, IgM', ...expected('Non-reactive') },
  { kind: 'text', key: 'hepatitisBSurfaceAntigen', loinc: '5196-1', name: 'Hepatitis B surface antigen', ...expected('Non-reactive') },
  { kind: 'numeric', key: 'hepatitisBSurfaceAntibody', loinc: '16935-9', name: 'Hepatitis B surface antibody, quantitative', unit: 'm[IU]/mL', decimals: 0, ranges: adults(10, null, { text: '>=10 (immune)', usual: [12, 600] }) },
  { kind: 'text', key: 'hepatitisBCoreAntibody', loinc: '16933-4', name: 'Hepatitis B core antibody, total', ...expected('Non-reactive') },
  { kind: 'text', key: 'hepatitisCAntibody', loinc: '13955-0', name: 'Hepatitis C antibody', ...expected('Non-reactive') },
  { kind: 'text', key: 'hepatitisCRna', loinc: '11011-4', name: 'Hepatitis C RNA, quantitative', ...expected('Not detected') },
  { kind: 'text', key: 'hPyloriBreath', loinc: '29891-9', name: 'H. pylori urea breath test', ...expected('Negative') },
  { kind: 'text', key: 'hPyloriStoolAntigen', loinc: '17780-8', name: 'H. pylori antigen, stool', ...expected('Negative') },
  { kind: 'numeric', key: 'hPyloriIgG', loinc: '7902-0', name: 'H. pylori antibody, IgG', unit: 'U/mL', decimals: 2, ranges: adults(null, 0.89, { text: '<0.90', usual: [0.05, 0.6] }), expectedOnly: true },
  { kind: 'text', key: 'quantiferon', loinc: '71773-6', name: 'QuantiFERON-TB Gold Plus', ...expected('Negative') },
  { kind: 'text', key: 'measlesIgG', loinc: '35275-7', name: 'Measles antibody, IgG', ...immunity },
  { kind: 'text', key: 'mumpsIgG', loinc: '6476-6', name: 'Mumps antibody, IgG', ...immunity },
  { kind: 'numeric', key: 'rubellaIgG', loinc: '5334-8', name: 'Rubella antibody, IgG', unit: '[IU]/mL', decimals: 1, ranges: adults(10, null, { text: '>=10.0 (immune)', usual: [15, 150] }) },
  { kind: 'text', key: 'varicellaIgG', loinc: '19162-7', name: 'Varicella zoster antibody, IgG', ...immunity },
  { kind: 'numeric', key: 'ebvVcaIgG', loinc: '5157-3', name: 'EBV VCA antibody, IgG', unit: 'U/mL', decimals: 1, ranges: [], usual: [20, 600] },
  { kind: 'text', key: 'ebvVcaIgM', loinc: '24115-8', name: 'EBV VCA antibody, IgM', ...expected('Negative') },
  { kind: 'text', key: 'heterophileAntibody', loinc: '31418-7', name: 'Mononucleosis screen', ...expected('Negative') },
  { kind: 'text', key: 'cmvIgG', loinc: '20475-0', name: 'CMV antibody, IgG', ...seroprevalence(0.5) },
  { kind: 'numeric', key: 'toxoplasmaIgG', loinc: '5388-4', name: 'Toxoplasma antibody, IgG', unit: '[IU]/mL', decimals: 1, ranges: adults(null, 7.1, { text: '<7.2 (negative)', usual: [0.5, 5] }) },

  // Allergy: specific IgE in kU/L, positive from 0.35 (class 1).
  { kind: 'numeric', key: 'totalIgE', loinc: '19113-0', name: 'Immunoglobulin E, total', unit: 'k[IU]/L', decimals: 0, ranges: adults(null, 114, { text: '<=114', usual: [5, 100] }) },
  ...([
    ['peanutIgE', '6206-7', 'Peanut (f13) IgE'],
    ['eggWhiteIgE', '6106-9', 'Egg white (f1) IgE'],
    ['milkIgE', '7258-7', "Cow's milk (f2) IgE"],
    ['wheatIgE', '6276-0', 'Wheat (f4) IgE'],
    ['shrimpIgE', '6246-3', 'Shrimp (f24) IgE'],
    ['catDanderIgE', '6833-8', 'Cat dander (e1) IgE'],
    ['dogDanderIgE', '6098-8', 'Dog dander (e5) IgE'],
    ['dustMiteIgE', '6096-2', 'Dust mite, D. pteronyssinus (d1) IgE'],
    ['ragweedIgE', '6085-5', 'Short ragweed (w1) IgE'],
    ['timothyGrassIgE', '6265-3', 'Timothy grass (g6) IgE'],
    ['alternariaIgE', '6020-2', 'Alternaria alternata (m6) IgE'],
  ] as const).map(([key, loinc, name]): NumericAnalyte => ({
    kind: 'numeric', key, loinc, name, unit: 'k[IU]/L', decimals: 2,
    ranges: adults(null, 0.34, { text: '<0.35', usual: [0, 0.2] }),
  })),
  { kind: 'text', key: 'alphaGalIgE', loinc: '103103-8', name: 'Alpha-gal IgE', ...mostlyNegative(0.05) },

  // Immunology and inflammation.
  { kind: 'text', key: 'ana', loinc: '8061-4', name: 'ANA screen, IFA', ...mostlyNegative(0.06) },
  { kind: 'numeric', key: 'rheumatoidFactor', loinc: '11572-5', name: 'Rheumatoid factor', unit: '[IU]/mL', decimals: 0, ranges: adults(null, 13, { usual: [0, 10] }) },
  { kind: 'numeric', key: 'ccpAntibody', loinc: '32218-0', name: 'Cyclic citrullinated peptide antibody, IgG', unit: 'U/mL', decimals: 0, ranges: adults(null, 19, { usual: [0, 12] }) },
  { kind: 'numeric', key: 'crp', loinc: '1988-5', name: 'C-reactive protein', unit: 'mg/L', decimals: 1, ranges: adults(null, 7.9, { usual: [0.5, 6] }) },
  { kind: 'numeric', key: 'ttgIgA', loinc: '31017-7', name: 'Tissue transglutaminase antibody, IgA', unit: 'U/mL', decimals: 0, ranges: adults(null, 3, { usual: [0, 3] }) },
  { kind: 'numeric', key: 'immunoglobulinA', loinc: '2458-8', name: 'Immunoglobulin A', unit: 'mg/dL', decimals: 0, ranges: adults(47, 310) },
  { kind: 'numeric', key: 'dsDnaAntibody', loinc: '5130-0', name: 'dsDNA antibody', unit: '[IU]/mL', decimals: 0, ranges: adults(null, 4, { usual: [0, 3] }) },
  { kind: 'numeric', key: 'complementC3', loinc: '4485-9', name: 'Complement C3', unit: 'mg/dL', decimals: 0, ranges: adults(83, 193) },
  { kind: 'numeric', key: 'complementC4', loinc: '4498-2', name: 'Complement C4', unit: 'mg/dL', decimals: 0, ranges: adults(15, 57) },
  { kind: 'numeric', key: 'ssaAntibody', loinc: '17792-3', name: 'SS-A (Ro) antibody', unit: '{AI}', decimals: 1, ranges: adults(null, 0.9, { text: '<1.0', usual: [0, 0.5] }) },
  { kind: 'numeric', key: 'ssbAntibody', loinc: '17791-5', name: 'SS-B (La) antibody', unit: '{AI}', decimals: 1, ranges: adults(null, 0.9, { text: '<1.0', usual: [0, 0.5] }) },
  { kind: 'text', key: 'hlaB27', loinc: '4821-5', name: 'HLA-B27 antigen', ...mostlyNegative(0.07) },

  // Tumor markers (a cancer screen is always its expected outcome when text; values mostly low).
  { kind: 'numeric', key: 'cea', loinc: '2039-6', name: 'Carcinoembryonic antigen', unit: 'ng/mL', decimals: 1, ranges: adults(null, 3.8, { usual: [0.5, 3] }) },
  { kind: 'numeric', key: 'ca125', loinc: '10334-1', name: 'CA-125', unit: 'U/mL', decimals: 0, ranges: adults(null, 35, { text: '<=35', usual: [5, 30] }) },
  { kind: 'numeric', key: 'afp', loinc: '1834-1', name: 'Alpha-fetoprotein', unit: 'ng/mL', decimals: 1, ranges: adults(null, 6.1, { usual: [0.8, 5] }) },
  { kind: 'numeric', key: 'ca199', loinc: '24108-3', name: 'CA 19-9', unit: 'U/mL', decimals: 0, ranges: adults(null, 34, { usual: [2, 28] }) },
  { kind: 'numeric', key: 'ca153', loinc: '6875-9', name: 'CA 15-3', unit: 'U/mL', decimals: 0, ranges: adults(null, 32, { usual: [5, 25] }) },
  { kind: 'text', key: 'fecalImmunochemical', loinc: '29771-3', name: 'Fecal immunochemical test', ...expected('Negative') },
];

/**
 * What the laboratory reports for a test it has no entry for (an
 * administrator's new product, a consult): one narrative line, "see the
 * report", coded as a laboratory comment, never a made-up value.
 */
export const NARRATIVE_RESULT: TextAnalyte = {
  kind: 'text',
  key: 'narrative',
  loinc: '48767-8',
  name: 'Result comment',
  rangeText: null,
  outcomes: [{ text: 'Completed; see the laboratory report.', weight: 1, flag: 'normal' }],
};
