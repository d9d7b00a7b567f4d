import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  DiagnosticReport,
  Observation as FhirObservation,
  Patient as FhirPatient,
  Practitioner,
  Quantity,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import type { LabReport, Observation, OrderResultsData, Patient } from './lab-results';

// Issue 17: an order's results as a FHIR R4 Bundle, so a customer can take
// them to any health app. Built in the browser from the results' data (the
// same shape the screen shows); the FHIR types are imported for their types
// alone, so none of the FHIR library ships. Every id is stable: observations
// keep their own UUIDs, and the patient, reports and physicians get UUIDs
// derived from the order id, so one order always gives the same bundle but
// its timestamp.

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const NPI = 'http://hl7.org/fhir/sid/us-npi';
const DIAGNOSTIC_SERVICE_SECTIONS = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const OBSERVATION_CATEGORIES = 'http://terminology.hl7.org/CodeSystem/observation-category';
const INTERPRETATIONS = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

export const FHIR_MEDIA_TYPE = 'application/fhir+json';

export interface FhirBundleOptions {
  generatedAt: Date;
}

export function resultsFhirBundle(data: OrderResultsData, options: FhirBundleOptions): Bundle {
  const patientUrl = uuidUrl(derivedUuid(data.orderId, 'patient'));
  const entries: BundleEntry[] = [entry(patientUrl, fhirPatient(data.patient))];
  const practitioners = new Map<string, string>();
  for (const report of data.reports) {
    const practitionerUrl = practitionerOf(data.orderId, report, practitioners, entries);
    const observationUrls = report.observations.map((observation) => uuidUrl(observation.id));
    const reportUrl = uuidUrl(derivedUuid(data.orderId, `report:${report.apiResultId}`));
    entries.push(entry(reportUrl, diagnosticReport(report, { patientUrl, practitionerUrl, observationUrls })));
    entries.push(...report.observations.map((observation) => entry(uuidUrl(observation.id), fhirObservation(observation, patientUrl))));
  }
  return {
    resourceType: 'Bundle',
    type: 'collection',
    identifier: { system: 'urn:ietf:rfc:3986', value: uuidUrl(derivedUuid(data.orderId, 'bundle')) },
    timestamp: options.generatedAt.toISOString(),
    entry: entries,
  };
}

/** The report's physician as one Practitioner entry per physician (two reports signed by one share it). */
function practitionerOf(orderId: string, report: LabReport, known: Map<string, string>, entries: BundleEntry[]): string | undefined {
  const key = report.physiciansNPI ?? report.physiciansName;
  if (key === null) return undefined;
  const existing = known.get(key);
  if (existing) return existing;
  const url = uuidUrl(derivedUuid(orderId, `practitioner:${key}`));
  known.set(key, url);
  entries.push(entry(url, practitioner(report)));
  return url;
}

function entry(fullUrl: string, resource: Resource): BundleEntry {
  // A urn:uuid fullUrl and the resource's id agree (FHIR R4 Bundle.entry.fullUrl).
  return { fullUrl, resource: { ...resource, id: fullUrl.slice('urn:uuid:'.length) } };
}

/** spec/02 3 gender: 1 male, 2 female; anything else is not known to us. */
function fhirPatient(patient: Patient): FhirPatient {
  const gender = patient.gender === 1 ? 'male' : patient.gender === 2 ? 'female' : 'unknown';
  return {
    resourceType: 'Patient',
    name: [{ use: 'official', family: patient.lastName, given: [patient.firstName] }],
    birthDate: patient.birthDate,
    gender,
  };
}

function practitioner(report: LabReport): Practitioner {
  return {
    resourceType: 'Practitioner',
    ...(report.physiciansNPI ? { identifier: [{ system: NPI, value: report.physiciansNPI }] } : {}),
    ...(report.physiciansName ? { name: [{ text: report.physiciansName }] } : {}),
  };
}

interface ReportLinks {
  patientUrl: string;
  practitionerUrl: string | undefined;
  observationUrls: string[];
}

function diagnosticReport(report: LabReport, links: ReportLinks): DiagnosticReport {
  const first = report.observations[0];
  const effective = instant(report.collectedDate ?? first?.collectedDate);
  const issued = instant(report.reportedDate ?? first?.reportedDate);
  return {
    resourceType: 'DiagnosticReport',
    // The requisition id, as the laboratory knows the report.
    identifier: [{ value: report.apiResultId }],
    status: 'final',
    category: [{ coding: [{ system: DIAGNOSTIC_SERVICE_SECTIONS, code: 'LAB', display: 'Laboratory' }] }],
    code: reportCode(report.observations),
    subject: reference(links.patientUrl),
    ...(effective ? { effectiveDateTime: effective } : {}),
    ...(issued ? { issued } : {}),
    ...(links.practitionerUrl ? { resultsInterpreter: [reference(links.practitionerUrl)] } : {}),
    ...(links.observationUrls.length > 0 ? { result: links.observationUrls.map((url) => reference<FhirObservation>(url)) } : {}),
  };
}

function fhirObservation(observation: Observation, patientUrl: string): FhirObservation {
  const effective = instant(observation.collectedDate);
  const issued = instant(observation.reportedDate);
  const referenceRange = observationRange(observation);
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORIES, code: 'laboratory', display: 'Laboratory' }] }],
    code: { coding: [{ system: LOINC, code: observation.loinc, display: observation.analyte }], text: observation.analyte },
    subject: reference(patientUrl),
    ...(effective ? { effectiveDateTime: effective } : {}),
    ...(issued ? { issued } : {}),
    ...(observation.value === null ? { valueString: observation.valueText ?? '' } : { valueQuantity: quantity(observation.value, observation.unit) }),
    interpretation: [interpretation(observation)],
    ...(referenceRange ? { referenceRange: [referenceRange] } : {}),
  };
}

function observationRange(observation: Observation): NonNullable<FhirObservation['referenceRange']>[number] | undefined {
  const { rangeLow, rangeHigh, rangeText, unit } = observation;
  if (rangeLow === null && rangeHigh === null && !rangeText) return undefined;
  return {
    ...(rangeLow === null ? {} : { low: quantity(rangeLow, unit) }),
    ...(rangeHigh === null ? {} : { high: quantity(rangeHigh, unit) }),
    ...(rangeText ? { text: rangeText } : {}),
  };
}

/** A UCUM-coded quantity; a unitless result ('') carries its value alone. */
function quantity(value: number, unit: string): Quantity {
  return unit === '' ? { value } : { value, unit, system: UCUM, code: unit };
}

const INTERPRETATION_DISPLAYS = new Map([
  ['L', 'Low'],
  ['H', 'High'],
  ['N', 'Normal'],
  ['LL', 'Critical low'],
  ['HH', 'Critical high'],
  ['AA', 'Critical abnormal'],
]);

/** The laboratory's flag in HL7 v3 ObservationInterpretation; a critical value says its direction when the range shows it. */
function interpretation(observation: Observation): CodeableConcept {
  const code = interpretationCode(observation);
  return { coding: [{ system: INTERPRETATIONS, code, display: INTERPRETATION_DISPLAYS.get(code) ?? code }] };
}

function interpretationCode({ flag, value, rangeLow, rangeHigh }: Observation): string {
  if (flag === 'low') return 'L';
  if (flag === 'high') return 'H';
  if (flag === 'normal') return 'N';
  if (value !== null && rangeLow !== null && value < rangeLow) return 'LL';
  if (value !== null && rangeHigh !== null && value > rangeHigh) return 'HH';
  return 'AA';
}

/**
 * Panels whose LOINC code the report takes when its analytes are all of one
 * panel and at least half of it (a basic metabolic panel is not mistaken for
 * the comprehensive one: the smallest panel that fits wins). Otherwise the
 * report is named by its tests, in text.
 */
const KNOWN_PANELS: ReadonlyArray<{ code: string; display: string; members: ReadonlySet<string> }> = [
  { code: '24331-1', display: 'Lipid 1996 panel - Serum or Plasma', members: new Set(['2093-3', '2085-9', '2571-8', '13457-7']) },
  { code: '24321-2', display: 'Basic metabolic 2000 panel - Serum or Plasma', members: new Set(['2345-7', '3094-0', '2160-0', '2951-2', '2823-3', '2075-0', '2028-9', '17861-6']) },
  {
    code: '24323-8',
    display: 'Comprehensive metabolic 2000 panel - Serum or Plasma',
    members: new Set(['2345-7', '3094-0', '2160-0', '2951-2', '2823-3', '2075-0', '2028-9', '17861-6', '2885-2', '1751-7', '1975-2', '6768-6', '1742-6', '1920-8']),
  },
  { code: '58410-2', display: 'CBC panel - Blood by Automated count', members: new Set(['6690-2', '789-8', '718-7', '4544-3', '787-2', '785-6', '786-4', '788-0', '777-3']) },
];

function reportCode(observations: readonly Observation[]): CodeableConcept {
  const testNames = [...new Set(observations.map((observation) => observation.testName))].join(', ');
  const analytes = new Set(observations.map((observation) => observation.loinc));
  const panel = KNOWN_PANELS.filter(({ members }) => analytes.size * 2 >= members.size && [...analytes].every((loinc) => members.has(loinc))).sort(
    (a, b) => a.members.size - b.members.size,
  )[0];
  if (!panel) return { text: testNames || 'Laboratory report' };
  return { coding: [{ system: LOINC, code: panel.code, display: panel.display }], text: testNames };
}

function reference<Target extends Resource>(url: string): Reference<Target> {
  return { reference: url };
}

/** A FHIR instant (with its zone) from the wire's date text; undefined when it is not a date. */
function instant(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function uuidUrl(uuid: string): string {
  return `urn:uuid:${uuid}`;
}

/**
 * A UUID derived from a name (RFC 9562 version 8, name-based with a 128-bit
 * hash): the same order and role always give the same id, in the browser
 * and in Node alike, with no asynchronous crypto.
 */
function derivedUuid(base: string, role: string): string {
  const hex = hash128(`${base}|${role}`)
    .map((word) => word.toString(16).padStart(8, '0'))
    .join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** cyrb128 (bryc, public domain): four mixed 32-bit lanes. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ char, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ char, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ char, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ char, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
