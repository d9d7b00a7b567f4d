import { test } from 'vitest';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  CARE_QUESTIONS,
  careProblems,
  CONSENT_ITEMS,
  covidEligibilitySchema,
  DEMOGRAPHIC_GROUPS,
  DEMOGRAPHIC_OPTIONS,
  ELIGIBILITY_VARIANTS,
  emptyDemographicGroups,
  HISTORY_QUESTIONS,
  historyProblems,
  missingConsents,
  toggleDemographic,
  YES_NO_UNKNOWN,
  type CareAnswers,
  type ConsentAnswers,
  type DemographicAnswers,
  type HistoryAnswers,
} from './covid-eligibility';
import {
  answerCloseContact,
  answerPcrHistory,
  answerSalivaSymptoms,
  answerSymptoms,
  buildEligibilityResult,
  CLOSE_CONTACT_ANSWERS,
  currentScreen,
  EMPLOYEE_OPTIONS,
  HOUSEHOLD_CONTACT_ANSWERS,
  HOUSEHOLD_EXPOSURE_ANSWERS,
  INELIGIBLE_STEP,
  isLastScreen,
  leaveSalivaReason,
  NEVER_TESTED_OPTION,
  PCR_ANSWERS,
  SALIVA_SYMPTOM_ANSWERS,
  startScreening,
  submitCare,
  submitDemographics,
  submitEmployeeForm,
  submitHistory,
  SYMPTOM_ANSWERS,
  type EmployeeFormAnswers,
  type ScreeningAnswers,
  type ScreeningState,
} from './covid-screening';

// Random walks through every questionnaire with random (often incomplete)
// answers: whatever is answered, the machine stays on its own steps, 999
// always carries a reason, and a result is built exactly when everything is
// answered, always one the server's schema accepts.

const today = { year: 2026, month: 11, day: 23 };
const pick = <T>(options: readonly T[], seed: number): T => options[seed % options.length] as T;
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null, freq: 4 });
const answer = maybe(fc.constantFrom(...YES_NO_UNKNOWN));

const historyArbitrary: fc.Arbitrary<HistoryAnswers> = fc.record({
  firstCOVID: answer,
  healthcare: answer,
  covidSymptoms: answer,
  hospital: answer,
  feverDate: fc.constantFrom('', '2026-11-20', '2026-11-23', '2026-11-24', '2026-02-30'),
});
const careArbitrary: fc.Arbitrary<CareAnswers> = fc.record({ ICU: answer, liveWork: answer, pregnant: answer });
/** Boxes ticked and unticked in a random order, through the screen-4 rule. */
const demographicsArbitrary: fc.Arbitrary<DemographicAnswers> = fc
  .array(fc.tuple(fc.constantFrom(...DEMOGRAPHIC_GROUPS), fc.nat(), fc.boolean()), { maxLength: 12 })
  .map((toggles) =>
    toggles.reduce<DemographicAnswers>((answers, [group, index, checked]) => {
      const options = DEMOGRAPHIC_OPTIONS.get(group);
      return toggleDemographic(answers, group, pick(options, index), checked);
    }, { demographic: [], race: [], statements: [] }),
  );
const consentArbitrary: fc.Arbitrary<ConsentAnswers> = fc.record({ testConsent: fc.boolean(), termsAndConditions: fc.boolean(), privacyPractices: fc.boolean() });
const YES_NO = ['Yes', 'No'] as const;
const employeeFormArbitrary: fc.Arbitrary<EmployeeFormAnswers> = fc.record({
  reason: maybe(fc.constantFrom(...EMPLOYEE_OPTIONS)),
  allStatements: maybe(fc.constantFrom(...YES_NO)),
  respiratoryImproved: maybe(fc.constantFrom(...YES_NO)),
  householdContact: maybe(fc.constantFrom(...HOUSEHOLD_CONTACT_ANSWERS)),
  householdExposure: maybe(fc.constantFrom(...HOUSEHOLD_EXPOSURE_ANSWERS)),
});


/** One press of Next on the state's screen with the walk's answers. */
function step(state: ScreeningState, seed: number, answers: ScreeningAnswers, employeeForm: EmployeeFormAnswers): ScreeningState {
  switch (currentScreen(state)) {
    case 'symptoms':
      return answerSymptoms(state, pick(SYMPTOM_ANSWERS, seed));
    case 'pcrHistory':
      return answerPcrHistory(state, pick(PCR_ANSWERS, seed));
    case 'closeContact':
      return answerCloseContact(state, pick(CLOSE_CONTACT_ANSWERS, seed));
    case 'employeeForm':
      return submitEmployeeForm(state, employeeForm);
    case 'salivaSymptoms':
      return answerSalivaSymptoms(state, pick(SALIVA_SYMPTOM_ANSWERS, seed));
    case 'salivaReason':
      return leaveSalivaReason(state);
    case 'history':
      return submitHistory(state, answers.history, today);
    case 'care':
      return submitCare(state, answers.care);
    case 'demographics':
      return submitDemographics(state, answers.demographics);
    case 'consent':
    case 'demographicsConsent':
    case 'ineligible':
      return state;
  }
}

test('random walks: own steps only, 999 with a reason, a result exactly when everything is answered', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ELIGIBILITY_VARIANTS),
      fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
      historyArbitrary,
      careArbitrary,
      demographicsArbitrary,
      consentArbitrary,
      employeeFormArbitrary,
      (variant, seeds, history, care, demographics, consent, employeeForm) => {
        const answers = { history, care, demographics, consent };
        let state = startScreening(variant);
        for (const seed of seeds) state = step(state, seed, answers, employeeForm);

        assert.equal(state.step === INELIGIBLE_STEP, state.ineligible !== null);
        if (state.ineligible === null) assert.notEqual(currentScreen(state), 'ineligible');
        if (variant !== 'covid-employee') assert.deepEqual(state.recorded, []);
        const result = buildEligibilityResult(state, answers, today);
        const everythingAnswered =
          historyProblems(history, today).length === 0 &&
          careProblems(care).length === 0 &&
          emptyDemographicGroups(demographics).length === 0 &&
          missingConsents(consent).length === 0;
        assert.equal(result !== undefined, isLastScreen(state) && state.ineligible === null && everythingAnswered);
        if (!result) return;
        assert.equal(covidEligibilitySchema.safeParse(result).success, true);
        for (const question of [...HISTORY_QUESTIONS, ...CARE_QUESTIONS]) assert.equal(result[question], { ...history, ...care }[question]);
        assert.deepEqual(result.terms, Object.fromEntries(CONSENT_ITEMS.map((item) => [item, true])));
        assert.equal(result.option, variant === 'covid-employee' ? state.recorded.join(' ') : NEVER_TESTED_OPTION);
        assert.equal(result.feverDate === false, history.healthcare !== 'Yes');
      },
    ),
    { numRuns: 400 },
  );
});
