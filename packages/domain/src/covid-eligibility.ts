import { z } from 'zod';
import { compareCalendarDates, parseIsoDate, type CalendarDate } from './calendar-date';
import { TEXT_INPUT_MAX_LENGTH } from './constants';
import { exhaustiveMap } from './exhaustive-map';

// spec/02 4.7: the COVID-19 eligibility questionnaires. The final result
// object is sent as the add-to-cart call's `eligibility`; the server checks
// it with this schema before it keeps it on the cart line.

/** spec/02 3 product.eligibility: which questionnaire a product asks for first. */
export const ELIGIBILITY_VARIANTS = ['covid-immune', 'covid-employee', 'covid-employee-short', 'covid-saliva'] as const;
export type EligibilityVariant = (typeof ELIGIBILITY_VARIANTS)[number];

export function isEligibilityVariant(value: string | null | undefined): value is EligibilityVariant {
  return ELIGIBILITY_VARIANTS.some((variant) => variant === value);
}

export const ETHNICITY_OPTIONS = ['HispanicOrLatino', 'NotHispanicOrLatino', 'Other', 'PreferNotToSay'] as const;
export const RACE_OPTIONS = [
  'AmericanIndianAndAlaskaNative',
  'Asian',
  'BlackOrAfricanAmerican',
  'NativeHawaiianAndOtherPacificIslander',
  'TwoOrMoreRaces',
  'White',
  'Other',
  'PreferNotToSay',
] as const;
export const HEALTH_STATEMENT_OPTIONS = [
  'Age',
  'OverweightOrObese',
  'ChronicCondition',
  'HeartCondition',
  'NeurologicCondition',
  'Pregnant',
  'Smoker',
  'ImmuneSystemInfections',
  'ImmuneSystemMedication',
  'NoneOfTheAbove',
] as const;

export type Ethnicity = (typeof ETHNICITY_OPTIONS)[number];
export type Race = (typeof RACE_OPTIONS)[number];
export type HealthStatement = (typeof HEALTH_STATEMENT_OPTIONS)[number];

export const YES_NO_UNKNOWN = ['Yes', 'No', 'Unknown'] as const;
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];

const yesNoUnknown = z.enum(YES_NO_UNKNOWN);
const optionList = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.array(z.enum(options)).min(1).max(options.length);

/** spec/02 4.7 "Final result object". */
export const covidEligibilitySchema = z.object({
  firstCOVID: yesNoUnknown,
  healthcare: yesNoUnknown,
  covidSymptoms: yesNoUnknown,
  hospital: yesNoUnknown,
  ICU: yesNoUnknown,
  liveWork: yesNoUnknown,
  pregnant: yesNoUnknown,
  race: optionList(RACE_OPTIONS),
  demographic: optionList(ETHNICITY_OPTIONS),
  statements: optionList(HEALTH_STATEMENT_OPTIONS),
  terms: z.object({ testConsent: z.literal(true), termsAndConditions: z.literal(true), privacyPractices: z.literal(true) }),
  option: z.string().max(TEXT_INPUT_MAX_LENGTH),
  /** DD/MM/YYYY, or false when no symptom start date was asked for. */
  feverDate: z.union([z.string().max(10).regex(/^\d{2}\/\d{2}\/\d{4}$/), z.literal(false)]),
  fourteenDays: z.literal('NO'),
});
export type CovidEligibility = z.infer<typeof covidEligibilitySchema>;

// ---- Screen 4 (demographics): three checkbox groups --------------------------

export const DEMOGRAPHIC_GROUPS = ['demographic', 'race', 'statements'] as const;
export type DemographicGroup = (typeof DEMOGRAPHIC_GROUPS)[number];

export interface DemographicAnswers {
  demographic: readonly Ethnicity[];
  race: readonly Race[];
  statements: readonly HealthStatement[];
}

export type DemographicOption<G extends DemographicGroup> = DemographicAnswers[G][number];

// Maps looked up by group (issue 14), each group answering its own options' type.
export const DEMOGRAPHIC_OPTIONS = exhaustiveMap<{ readonly [G in DemographicGroup]: readonly DemographicOption<G>[] }>({
  demographic: ETHNICITY_OPTIONS,
  race: RACE_OPTIONS,
  statements: HEALTH_STATEMENT_OPTIONS,
});

/** spec/02 4.7 screen 4: the box of each group that stands alone. */
export const EXCLUSIVE_OPTION = exhaustiveMap<{ readonly [G in DemographicGroup]: DemographicOption<G> }>({
  demographic: 'PreferNotToSay',
  race: 'PreferNotToSay',
  statements: 'NoneOfTheAbove',
});

export const NO_DEMOGRAPHIC_ANSWERS: DemographicAnswers = { demographic: [], race: [], statements: [] };

/**
 * spec/02 4.7 screen 4: ticking PreferNotToSay or NoneOfTheAbove unticks the
 * other boxes of its group; the others stay in the order of the option set.
 */
export function toggleDemographic<G extends DemographicGroup>(
  answers: DemographicAnswers,
  group: G,
  option: DemographicOption<G>,
  checked: boolean,
): DemographicAnswers {
  const current: readonly DemographicOption<G>[] = answers[group];
  const exclusive = EXCLUSIVE_OPTION.get(group);
  let next: readonly DemographicOption<G>[];
  if (!checked) next = current.filter((chosen) => chosen !== option);
  else if (option === exclusive) next = [exclusive];
  else if (current.includes(exclusive)) next = current;
  else next = DEMOGRAPHIC_OPTIONS.get(group).filter((known) => known === option || current.includes(known));
  return { ...answers, [group]: next };
}

/** spec/02 4.7 screen 4: with the group's standalone box ticked, the others are disabled. */
export function isDemographicDisabled<G extends DemographicGroup>(answers: DemographicAnswers, group: G, option: DemographicOption<G>): boolean {
  const exclusive = EXCLUSIVE_OPTION.get(group);
  return option !== exclusive && (answers[group] as readonly DemographicOption<G>[]).includes(exclusive);
}

/** spec/02 5: each group with no box ticked ("Select at least one checkbox!"). */
export function emptyDemographicGroups(answers: DemographicAnswers): DemographicGroup[] {
  return DEMOGRAPHIC_GROUPS.filter((group) => answers[group].length === 0);
}

// ---- Screens 5 and 6: one Yes/No/Unknown per question -------------------------

export const HISTORY_QUESTIONS = ['firstCOVID', 'healthcare', 'covidSymptoms', 'hospital'] as const;
export const CARE_QUESTIONS = ['ICU', 'liveWork', 'pregnant'] as const;
export type HistoryQuestion = (typeof HISTORY_QUESTIONS)[number];
export type CareQuestion = (typeof CARE_QUESTIONS)[number];

export type HistoryAnswers = Record<HistoryQuestion, YesNoUnknown | null> & {
  /** The date control's value, YYYY-MM-DD, or '' while empty. */
  feverDate: string;
};
export type CareAnswers = Record<CareQuestion, YesNoUnknown | null>;

export const NO_HISTORY_ANSWERS: HistoryAnswers = { firstCOVID: null, healthcare: null, covidSymptoms: null, hospital: null, feverDate: '' };
export const NO_CARE_ANSWERS: CareAnswers = { ICU: null, liveWork: null, pregnant: null };

export type FeverDateProblem = 'feverDateRequired' | 'feverDateInvalid' | 'feverDateInFuture';
export type HistoryProblem = HistoryQuestion | FeverDateProblem;

/** spec/02 4.7 screen 5: with healthcare Yes, a symptom start date is required, and cannot be after today. */
export function feverDateProblem(answers: HistoryAnswers, today: CalendarDate): FeverDateProblem | undefined {
  if (answers.healthcare !== 'Yes') return undefined;
  if (answers.feverDate === '') return 'feverDateRequired';
  const date = parseIsoDate(answers.feverDate);
  if (!date) return 'feverDateInvalid';
  return compareCalendarDates(date, today) > 0 ? 'feverDateInFuture' : undefined;
}

/** spec/02 4.7 screen 5: every question answered, and the symptom start date when it is asked for. */
export function historyProblems(answers: HistoryAnswers, today: CalendarDate): HistoryProblem[] {
  const unanswered: HistoryProblem[] = HISTORY_QUESTIONS.filter((question) => answers[question] === null);
  const date = feverDateProblem(answers, today);
  return date ? [...unanswered, date] : unanswered;
}

/** spec/02 4.7 screen 6: the questions not answered yet. */
export function careProblems(answers: CareAnswers): CareQuestion[] {
  return CARE_QUESTIONS.filter((question) => answers[question] === null);
}

/** spec/02 9: the symptom start date is sent as DD/MM/YYYY; false when none was asked for. */
export function feverDateResult(answers: HistoryAnswers): string | false {
  const date = answers.healthcare === 'Yes' ? parseIsoDate(answers.feverDate) : undefined;
  if (!date) return false;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

// ---- Consent ------------------------------------------------------------------

/** spec/02 4.7: the three consent boxes, in the order of their values 1, 2, 3. */
export const CONSENT_ITEMS = ['testConsent', 'termsAndConditions', 'privacyPractices'] as const;
export type ConsentItem = (typeof CONSENT_ITEMS)[number];
export type ConsentAnswers = Record<ConsentItem, boolean>;
export const NO_CONSENT_ANSWERS: ConsentAnswers = { testConsent: false, termsAndConditions: false, privacyPractices: false };

/** spec/02 5: the boxes still unticked, named after "Please check to agree to the". */
export function missingConsents(answers: ConsentAnswers): ConsentItem[] {
  return CONSENT_ITEMS.filter((item) => !answers[item]);
}
