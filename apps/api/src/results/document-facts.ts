import type { Database, LabObservation, Order } from '@labstore/db';
import {
  APPROVAL_TIME_ZONE,
  dateTimeFormat,
  formatDate,
  formatNumber,
  GENDER,
  messagesIn,
  parseIsoDate,
  siteLanguageOfPreference,
  type MessageTranslation,
  type RESULT_DOCUMENT_WORDS,
  type SiteLanguage,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { requisitionTestsOf } from '../catalogue';
import { ordersRepository } from '../orders/orders.repository';
import { patientOf } from '../profiles';
import { plainTextOf } from './plain-text';
import type { ReportRow } from './results.repository';

// Issue 17 "Documents": what the requisition and results PDFs say, gathered
// from the order, its patient (profiles), its tests (catalogue) and its
// report, in the account's language. Times are the laboratory's:
// Indianapolis, where the partner approves (spec/02 4.2).

export type DocumentWords = MessageTranslation<typeof RESULT_DOCUMENT_WORDS>;

export interface DocumentHeader {
  language: SiteLanguage;
  words: DocumentWords;
  patientName: string;
  birthDate: string;
  sex: string;
  orderNumber: number;
  orderDate: string;
  requisitionId: string;
  physicianName: string;
  physicianNpi: string;
  labAccount: string;
}

/** What a requisition says of the order's tests; the lab-visit pass says the same (issue 18). */
export interface RequisitionTests {
  /** The ordered lines, panels as themselves; a panel asks for fasting when one of its members does. */
  tests: Array<{ name: string; cpt: string; partnerCode: string; fastingRequired: boolean }>;
  fasting: boolean;
  /** The longest fast any test of the order asks for, panel members included; null when none does. */
  fastingHours: number | null;
  /** Each test's preparation, as plain text, once each. */
  instructions: string[];
}

export interface RequisitionFacts extends DocumentHeader {
  tests: Array<{ name: string; cpt: string; partnerCode: string }>;
  fasting: boolean;
  /** Each test's preparation, as plain text, once each. */
  instructions: string[];
}

export interface ResultsFacts extends DocumentHeader {
  collected: string;
  reported: string;
  observations: Array<{ testName: string; analyte: string; value: string; unit: string; range: string; flag: string }>;
}

function formatInstant(instant: Date | null, language: SiteLanguage): string {
  if (!instant) return '';
  return dateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: APPROVAL_TIME_ZONE, timeZoneName: 'short' }).format(instant);
}

function formatDay(instant: Date, language: SiteLanguage): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: APPROVAL_TIME_ZONE }).format(instant);
}

function sexOf(gender: number, words: DocumentWords): string {
  const labels = new Map<number, string>([
    [GENDER.Male, words.male],
    [GENDER.Female, words.female],
  ]);
  return labels.get(gender) ?? '';
}

async function documentHeader(db: Kysely<Database>, order: Order, report: ReportRow): Promise<DocumentHeader> {
  const patient = order.profile_id ? await patientOf(db, order.profile_id) : undefined;
  if (!patient) throw new Error('A submitted order has no patient profile.');
  const language = siteLanguageOfPreference(patient.account_language);
  const words = messagesIn(language).resultDocuments;
  const birthDate = parseIsoDate(patient.birth_date);
  return {
    language,
    words,
    patientName: [patient.first_name, patient.middle_name, patient.last_name].filter((part) => part).join(' '),
    birthDate: birthDate ? formatDate(birthDate, language) : patient.birth_date,
    sex: sexOf(patient.gender, words),
    orderNumber: order.number,
    orderDate: formatDay(order.submitted_at ?? order.created_at, language),
    requisitionId: report.api_result_id,
    physicianName: report.physicians_name ?? '',
    physicianNpi: report.physicians_npi ?? '',
    labAccount: report.lab_account ?? '',
  };
}

/** The order's tests as its requisition lists them, in `language`. */
export async function requisitionTests(db: Kysely<Database>, orderId: string, language: SiteLanguage): Promise<RequisitionTests> {
  const items = await ordersRepository(db).itemsOf(orderId);
  const tests = new Map((await requisitionTestsOf(db, language, items.map((item) => item.product_id))).map((test) => [test.productId, test]));
  const asksToFast = (item: (typeof items)[number]) => tests.get(item.product_id)?.fastingRequired ?? false;
  // Panels as themselves, as the partner was sent them; fasting if any test of the order, a panel's members included, asks for it.
  const lines = items.filter((item) => item.parent_item_id === null).flatMap((item) => {
    const test = tests.get(item.product_id);
    return test ? [{ test, fastingRequired: asksToFast(item) || items.some((member) => member.parent_item_id === item.id && asksToFast(member)) }] : [];
  });
  const hours = items.flatMap((item) => tests.get(item.product_id)?.fastingHours ?? []);
  return {
    tests: lines.map(({ test: { name, cpt, partnerCode }, fastingRequired }) => ({ name, cpt, partnerCode, fastingRequired })),
    fasting: items.some(asksToFast),
    fastingHours: hours.length > 0 ? Math.max(...hours) : null,
    instructions: [...new Set(lines.map(({ test }) => plainTextOf(test.instructionsHtml)).filter((text) => text.length > 0))],
  };
}

export async function requisitionFacts(db: Kysely<Database>, order: Order, report: ReportRow): Promise<RequisitionFacts> {
  const header = await documentHeader(db, order, report);
  return { ...header, ...(await requisitionTests(db, order.id, header.language)) };
}

function measure(value: string | null, language: SiteLanguage): string {
  if (value === null) return '';
  const number = Number(value);
  return Number.isFinite(number) ? formatNumber(number, language, { maximumFractionDigits: 4 }) : value;
}

function rangeOf(observation: LabObservation, language: SiteLanguage): string {
  if (observation.range_text) return observation.range_text;
  const low = measure(observation.range_low, language);
  const high = measure(observation.range_high, language);
  if (low && high) return `${low} - ${high}`;
  if (high) return `< ${high}`;
  return low ? `> ${low}` : '';
}

function flagOf(flag: LabObservation['flag'], words: DocumentWords): string {
  const labels = new Map<string, string>([
    ['low', words.flagLow],
    ['high', words.flagHigh],
    ['normal', words.flagNormal],
    ['critical', words.flagCritical],
  ]);
  return labels.get(flag) ?? flag;
}

export async function resultsFacts(db: Kysely<Database>, order: Order, report: ReportRow, observations: readonly LabObservation[]): Promise<ResultsFacts> {
  const header = await documentHeader(db, order, report);
  const { language, words } = header;
  return {
    ...header,
    collected: formatInstant(report.collected_at, language),
    reported: formatInstant(report.reported_at, language),
    observations: observations.map((observation) => ({
      testName: observation.test_name,
      analyte: observation.analyte,
      value: observation.value_numeric === null ? (observation.value_text ?? '') : measure(observation.value_numeric, language),
      unit: observation.unit,
      range: rangeOf(observation, language),
      flag: flagOf(observation.flag, words),
    })),
  };
}
