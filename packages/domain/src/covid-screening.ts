import type { CalendarDate } from './calendar-date';
import {
  careProblems,
  emptyDemographicGroups,
  feverDateResult,
  historyProblems,
  missingConsents,
  type CareAnswers,
  type ConsentAnswers,
  type CovidEligibility,
  type DemographicAnswers,
  type EligibilityVariant,
  type HistoryAnswers,
  type YesNoUnknown,
} from './covid-eligibility';
import { exhaustiveMap } from './exhaustive-map';

// spec/02 4.7: each questionnaire is a state machine stepped by a number.
// General and employee: 0 symptoms, 1 PCR history, 2 close contact, 3 screen 5,
// 4 screen 6, 5 demographics and consent. Saliva: a counter 1 to 6. 999 is
// ineligible. The functions here are pure; the dialog renders the screen of
// the state it holds and hands the answers back.

export const INELIGIBLE_STEP = 999;

/** spec/02 8: (a) a possible active infection, (b) testing not recommended yet, (c) the saliva test's seek-care message. */
export const INELIGIBILITY_REASONS = ['activeInfection', 'notRecommended', 'seekCare'] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

export type ScreeningScreen =
  | 'symptoms'
  | 'pcrHistory'
  | 'closeContact'
  | 'employeeForm'
  | 'salivaSymptoms'
  | 'salivaReason'
  | 'history'
  | 'care'
  | 'demographics'
  | 'consent'
  | 'demographicsConsent';

/**
 * Which screen each step shows. The short employee form stands for the
 * symptom step and jumps over PCR history and close contact, so it skips three
 * steps of the general questionnaire (docs/decisions.md).
 */
const SCREENS = exhaustiveMap<Record<EligibilityVariant, ReadonlyArray<readonly [step: number, screen: ScreeningScreen]>>>({
  'covid-immune': [[0, 'symptoms'], [1, 'pcrHistory'], [2, 'closeContact'], [3, 'history'], [4, 'care'], [5, 'demographicsConsent']],
  'covid-employee': [[0, 'symptoms'], [1, 'pcrHistory'], [2, 'closeContact'], [3, 'history'], [4, 'care'], [5, 'demographicsConsent']],
  'covid-employee-short': [[0, 'employeeForm'], [3, 'history'], [4, 'care'], [5, 'demographicsConsent']],
  'covid-saliva': [[1, 'salivaSymptoms'], [2, 'salivaReason'], [3, 'history'], [4, 'care'], [5, 'demographics'], [6, 'consent']],
});

export interface ScreeningState {
  readonly variant: EligibilityVariant;
  readonly step: number;
  /** Set with step 999: which message the ineligible panel shows. */
  readonly ineligible: IneligibilityReason | null;
  /** Employee variant: the texts of the PCR and close-contact answers it keeps as `option`. */
  readonly recorded: readonly string[];
}

export function startScreening(variant: EligibilityVariant): ScreeningState {
  const [first] = SCREENS.get(variant);
  if (!first) throw new Error(`No screens for ${variant}`);
  return { variant, step: first[0], ineligible: null, recorded: [] };
}

/** The screen the state shows; 'ineligible' for step 999. */
export function currentScreen(state: ScreeningState): ScreeningScreen | 'ineligible' {
  if (state.step === INELIGIBLE_STEP) return 'ineligible';
  const entry = SCREENS.get(state.variant).find(([step]) => step === state.step);
  if (!entry) throw new Error(`Step ${state.step} is not a step of ${state.variant}`);
  return entry[1];
}

/** Whether the state's screen is the variant's last (its Next completes the questionnaire). */
export function isLastScreen(state: ScreeningState): boolean {
  return SCREENS.get(state.variant).at(-1)?.[0] === state.step;
}

/** The position of the screen among the variant's screens, for "Step 2 of 6". */
export function screenPosition(state: ScreeningState): { index: number; count: number } {
  const screens = SCREENS.get(state.variant);
  return { index: screens.findIndex(([step]) => step === state.step) + 1, count: screens.length };
}

function expectScreen(state: ScreeningState, screen: ScreeningScreen): void {
  const shown = currentScreen(state);
  if (shown !== screen) throw new Error(`Answer for ${screen} given on ${shown}`);
}

function advance(state: ScreeningState): ScreeningState {
  const next = SCREENS.get(state.variant).find(([step]) => step > state.step);
  if (!next) throw new Error(`${state.variant} has no screen after step ${state.step}`);
  return { ...state, step: next[0] };
}

function ineligible(state: ScreeningState, reason: IneligibilityReason): ScreeningState {
  return { ...state, step: INELIGIBLE_STEP, ineligible: reason };
}

// ---- Step 0: symptoms (general and employee) -----------------------------------

/** spec/02 9: fever over 100.5 F in 72 hours, or new or worsening symptoms within 10 days, is ineligible. */
export const SYMPTOM_ANSWERS = ['noSymptoms', 'symptomsImproved', 'feverPast72Hours', 'newSymptoms10Days'] as const;
export type SymptomAnswer = (typeof SYMPTOM_ANSWERS)[number];

export function answerSymptoms(state: ScreeningState, answer: SymptomAnswer): ScreeningState {
  expectScreen(state, 'symptoms');
  if (answer === 'feverPast72Hours' || answer === 'newSymptoms10Days') return ineligible(state, 'activeInfection');
  return advance(state);
}

// ---- Step 1: PCR history -------------------------------------------------------

/** spec/02 9: a positive PCR test within 10 days is ineligible. */
export const PCR_ANSWERS = ['positiveWithin10Days', 'testedMoreThan10DaysAgo', 'neverTested'] as const;
export type PcrAnswer = (typeof PCR_ANSWERS)[number];

/** spec/02 4.7: the never-tested text the result's `option` is fixed to. */
export const NEVER_TESTED_OPTION = 'I have never been tested for COVID-19.';

type RecordedAnswer = 'testedMoreThan10DaysAgo' | 'neverTested' | 'exposedPriorInfection' | 'noCloseContact';

/** The texts the employee variant keeps for the answers it records (English: the lab reads them). */
export const RECORDED_ANSWER_TEXT = exhaustiveMap<Record<RecordedAnswer, string>>({
  testedMoreThan10DaysAgo: 'I was tested for COVID-19 more than 10 days ago.',
  neverTested: NEVER_TESTED_OPTION,
  exposedPriorInfection:
    'I have been in close contact (within 6 feet) with someone with COVID-19 in the last 14 days, and I have had COVID-19 before.',
  noCloseContact: 'I have not been in close contact (within 6 feet) with anyone with COVID-19 in the last 14 days.',
});

export function answerPcrHistory(state: ScreeningState, answer: PcrAnswer): ScreeningState {
  expectScreen(state, 'pcrHistory');
  if (answer === 'positiveWithin10Days') return ineligible(state, 'activeInfection');
  return advance(record(state, answer));
}

// ---- Step 2: close contact within 14 days and 6 feet ----------------------------

/** spec/02 4.7: recent exposure with no prior exposure is ineligible; choices 2 and 3 advance. */
export const CLOSE_CONTACT_ANSWERS = ['exposedNoPriorInfection', 'exposedPriorInfection', 'noCloseContact'] as const;
export type CloseContactAnswer = (typeof CLOSE_CONTACT_ANSWERS)[number];

export function answerCloseContact(state: ScreeningState, answer: CloseContactAnswer): ScreeningState {
  expectScreen(state, 'closeContact');
  if (answer === 'exposedNoPriorInfection') return ineligible(state, 'activeInfection');
  return advance(record(state, answer));
}

/** spec/02 4.7: only the employee variant keeps the clicked text as option. */
function record(state: ScreeningState, answer: RecordedAnswer): ScreeningState {
  return state.variant === 'covid-employee' ? { ...state, recorded: [...state.recorded, RECORDED_ANSWER_TEXT.get(answer)] } : state;
}

// ---- Step 0 of the short employee form -----------------------------------------

export const EMPLOYEE_OPTIONS = ['Retest', 'Flagged', 'Quarantine', 'Household', 'HouseholdContact'] as const;
export type EmployeeOption = (typeof EMPLOYEE_OPTIONS)[number];

/** spec/02 4.7 symptom-timing statements: the first two are the do-all-statements question, the third its own. */
export const SYMPTOM_TIMING_STATEMENTS = ['symptomsStarted', 'pastHours', 'RespiratorySymptoms'] as const;
export const HOUSEHOLD_CONTACT_ANSWERS = ['HouseholdContactSubYes', 'HouseholdContactSubNo'] as const;
export type HouseholdContactAnswer = (typeof HOUSEHOLD_CONTACT_ANSWERS)[number];
export const HOUSEHOLD_EXPOSURE_ANSWERS = ['within14Days', 'moreThan14Days'] as const;
export type HouseholdExposureAnswer = (typeof HOUSEHOLD_EXPOSURE_ANSWERS)[number];

export interface EmployeeFormAnswers {
  reason: EmployeeOption | null;
  /** Retest: do symptomsStarted and pastHours both apply? */
  allStatements: 'Yes' | 'No' | null;
  /** Retest: have the respiratory symptoms improved? */
  respiratoryImproved: 'Yes' | 'No' | null;
  /** HouseholdContact: is the person still unwell or isolating at home? */
  householdContact: HouseholdContactAnswer | null;
  /** Shown after HouseholdContactSubYes only: when the last close contact with them was. */
  householdExposure: HouseholdExposureAnswer | null;
}

export const NO_EMPLOYEE_FORM_ANSWERS: EmployeeFormAnswers = {
  reason: null,
  allStatements: null,
  respiratoryImproved: null,
  householdContact: null,
  householdExposure: null,
};

/** Which questions the short form shows for its answers so far. */
export function employeeFormQuestions(answers: EmployeeFormAnswers): {
  statements: boolean;
  householdContact: boolean;
  householdExposure: boolean;
} {
  const householdContact = answers.reason === 'HouseholdContact';
  return {
    statements: answers.reason === 'Retest',
    householdContact,
    // spec/02 4.7: HouseholdContactSubYes shows the next question, SubNo hides it.
    householdExposure: householdContact && answers.householdContact === 'HouseholdContactSubYes',
  };
}

/** Submit stays disabled while a shown question is unanswered (spec/02 4.7: household contact invalid). */
export function isEmployeeFormComplete(answers: EmployeeFormAnswers): boolean {
  const shown = employeeFormQuestions(answers);
  if (answers.reason === null) return false;
  if (shown.statements && (answers.allStatements === null || answers.respiratoryImproved === null)) return false;
  if (shown.householdContact && answers.householdContact === null) return false;
  return !shown.householdExposure || answers.householdExposure !== null;
}

/** spec/02 4.7: No to the do-all-statements question or to improved respiratory symptoms is "not recommended" (b). */
export function submitEmployeeForm(state: ScreeningState, answers: EmployeeFormAnswers): ScreeningState {
  expectScreen(state, 'employeeForm');
  if (!isEmployeeFormComplete(answers)) return state;
  if (employeeFormQuestions(answers).statements && (answers.allStatements === 'No' || answers.respiratoryImproved === 'No')) {
    return ineligible(state, 'notRecommended');
  }
  return advance(state);
}

// ---- Saliva screens 1 and 2 ---------------------------------------------------

/** symptoms1: severe (fever over 102 F or longer than 48 hours, spec/02 9); symptoms2: mild; symptoms3: none. */
export const SALIVA_SYMPTOM_ANSWERS = ['symptoms1', 'symptoms2', 'symptoms3'] as const;
export type SalivaSymptomAnswer = (typeof SALIVA_SYMPTOM_ANSWERS)[number];

export function answerSalivaSymptoms(state: ScreeningState, answer: SalivaSymptomAnswer): ScreeningState {
  expectScreen(state, 'salivaSymptoms');
  return answer === 'symptoms1' ? ineligible(state, 'seekCare') : advance(state);
}

export const SALIVA_REASONS = ['sickContact', 'testingRecommended', 'retesting', 'setting', 'Unexposed'] as const;
export type SalivaReason = (typeof SALIVA_REASONS)[number];

/**
 * spec/02 4.7: the second saliva screen moves on to the third whichever reason
 * is picked (the dialog asks for one first); the final result object has no
 * field for it, so the reason is not kept (docs/decisions.md).
 */
export function leaveSalivaReason(state: ScreeningState): ScreeningState {
  expectScreen(state, 'salivaReason');
  return advance(state);
}

// ---- Screens 5, 6, 4 and consent ------------------------------------------------

/** spec/02 4.7 screen 5: Next moves on only with every question answered and, after healthcare Yes, a date. */
export function submitHistory(state: ScreeningState, answers: HistoryAnswers, today: CalendarDate): ScreeningState {
  expectScreen(state, 'history');
  return historyProblems(answers, today).length === 0 ? advance(state) : state;
}

/** spec/02 4.7 screen 6: all three answered. */
export function submitCare(state: ScreeningState, answers: CareAnswers): ScreeningState {
  expectScreen(state, 'care');
  return careProblems(answers).length === 0 ? advance(state) : state;
}

/** The saliva variant's own demographics screen (5) before its consent screen (6). */
export function submitDemographics(state: ScreeningState, answers: DemographicAnswers): ScreeningState {
  expectScreen(state, 'demographics');
  return emptyDemographicGroups(answers).length === 0 ? advance(state) : state;
}

export interface ScreeningAnswers {
  history: HistoryAnswers;
  care: CareAnswers;
  demographics: DemographicAnswers;
  consent: ConsentAnswers;
}

/**
 * spec/02 4.7 "Final result object", built on the last screen once the
 * screen-4 answers and all three consents are in; undefined otherwise (Next
 * stays disabled). Screens 5 and 6 were checked when they were left, and are
 * checked again so no result is ever built from a partial questionnaire.
 */
export function buildEligibilityResult(state: ScreeningState, answers: ScreeningAnswers, today: CalendarDate): CovidEligibility | undefined {
  if (!isLastScreen(state) || state.ineligible !== null) return undefined;
  const { history, care, demographics, consent } = answers;
  const complete =
    historyProblems(history, today).length === 0 &&
    careProblems(care).length === 0 &&
    emptyDemographicGroups(demographics).length === 0 &&
    missingConsents(consent).length === 0;
  if (!complete) return undefined;
  return {
    firstCOVID: answered(history.firstCOVID),
    healthcare: answered(history.healthcare),
    covidSymptoms: answered(history.covidSymptoms),
    hospital: answered(history.hospital),
    ICU: answered(care.ICU),
    liveWork: answered(care.liveWork),
    pregnant: answered(care.pregnant),
    race: [...demographics.race],
    demographic: [...demographics.demographic],
    statements: [...demographics.statements],
    terms: { testConsent: true, termsAndConditions: true, privacyPractices: true },
    option: state.recorded.length > 0 ? state.recorded.join(' ') : NEVER_TESTED_OPTION,
    feverDate: feverDateResult(history),
    fourteenDays: 'NO',
  };
}

function answered(answer: YesNoUnknown | null): YesNoUnknown {
  if (answer === null) throw new Error('An unanswered question reached the result');
  return answer;
}
