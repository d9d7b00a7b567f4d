import { test } from 'vitest';
import assert from 'node:assert/strict';
import { covidEligibilitySchema, type HistoryAnswers } from './covid-eligibility';
import {
  answerCloseContact,
  answerPcrHistory,
  answerSalivaSymptoms,
  answerSymptoms,
  buildEligibilityResult,
  currentScreen,
  employeeFormQuestions,
  INELIGIBLE_STEP,
  isEmployeeFormComplete,
  isLastScreen,
  leaveSalivaReason,
  NEVER_TESTED_OPTION,
  NO_EMPLOYEE_FORM_ANSWERS,
  screenPosition,
  startScreening,
  submitCare,
  submitDemographics,
  submitEmployeeForm,
  submitHistory,
  type EmployeeFormAnswers,
  type ScreeningAnswers,
  type ScreeningState,
} from './covid-screening';

const today = { year: 2026, month: 11, day: 23 };
const history: HistoryAnswers = { firstCOVID: 'Yes', healthcare: 'No', covidSymptoms: 'No', hospital: 'No', feverDate: '' };
const answers: ScreeningAnswers = {
  history,
  care: { ICU: 'No', liveWork: 'Unknown', pregnant: 'No' },
  demographics: { demographic: ['NotHispanicOrLatino'], race: ['Asian', 'White'], statements: ['Age', 'Smoker'] },
  consent: { testConsent: true, termsAndConditions: true, privacyPractices: true },
};

function steps(state: ScreeningState) {
  return { step: state.step, screen: currentScreen(state), ineligible: state.ineligible };
}

/** The general questionnaire answered with eligible answers up to its last screen. */
function throughScreening(variant: 'covid-immune' | 'covid-employee', pcr: 'testedMoreThan10DaysAgo' | 'neverTested' = 'neverTested') {
  let state = startScreening(variant);
  state = answerSymptoms(state, 'noSymptoms');
  state = answerPcrHistory(state, pcr);
  state = answerCloseContact(state, 'noCloseContact');
  state = submitHistory(state, history, today);
  return submitCare(state, answers.care);
}

test('immune response: 0 symptoms, 1 PCR history, 2 close contact, 3 screen 5, 4 screen 6, 5 demographics and consent', () => {
  let state = startScreening('covid-immune');
  assert.deepEqual(steps(state), { step: 0, screen: 'symptoms', ineligible: null });
  assert.deepEqual(screenPosition(state), { index: 1, count: 6 });
  state = answerSymptoms(state, 'noSymptoms');
  assert.deepEqual(steps(state), { step: 1, screen: 'pcrHistory', ineligible: null });
  state = answerPcrHistory(state, 'testedMoreThan10DaysAgo');
  assert.deepEqual(steps(state), { step: 2, screen: 'closeContact', ineligible: null });
  state = answerCloseContact(state, 'exposedPriorInfection');
  assert.deepEqual(steps(state), { step: 3, screen: 'history', ineligible: null });
  state = submitHistory(state, history, today);
  assert.deepEqual(steps(state), { step: 4, screen: 'care', ineligible: null });
  assert.equal(isLastScreen(state), false);
  state = submitCare(state, answers.care);
  assert.deepEqual(steps(state), { step: 5, screen: 'demographicsConsent', ineligible: null });
  assert.equal(isLastScreen(state), true);
  assert.deepEqual(screenPosition(state), { index: 6, count: 6 });
  assert.deepEqual(state.recorded, []);
});

test('symptoms improved more than 10 days ago advance like no symptoms', () => {
  assert.equal(answerSymptoms(startScreening('covid-immune'), 'symptomsImproved').step, 1);
});

for (const variant of ['covid-immune', 'covid-employee'] as const) {
  test(`${variant}: fever in 72 hours, new symptoms in 10 days, a positive PCR in 10 days and a first exposure are ineligible (a)`, () => {
    const start = startScreening(variant);
    for (const answer of ['feverPast72Hours', 'newSymptoms10Days'] as const) {
      assert.deepEqual(steps(answerSymptoms(start, answer)), { step: INELIGIBLE_STEP, screen: 'ineligible', ineligible: 'activeInfection' });
    }
    const pcr = answerSymptoms(start, 'noSymptoms');
    assert.deepEqual(steps(answerPcrHistory(pcr, 'positiveWithin10Days')), { step: 999, screen: 'ineligible', ineligible: 'activeInfection' });
    const contact = answerPcrHistory(pcr, 'neverTested');
    assert.deepEqual(steps(answerCloseContact(contact, 'exposedNoPriorInfection')), { step: 999, screen: 'ineligible', ineligible: 'activeInfection' });
  });
}

test('an answer for another screen is a programming error, not a silent step', () => {
  const start = startScreening('covid-immune');
  assert.throws(() => answerPcrHistory(start, 'neverTested'), /Answer for pcrHistory given on symptoms/);
  assert.throws(() => answerSalivaSymptoms(start, 'symptoms3'), /Answer for salivaSymptoms given on symptoms/);
});

test('screens 5 and 6 stay put until they are complete', () => {
  const start = startScreening('covid-immune');
  const state = answerCloseContact(answerPcrHistory(answerSymptoms(start, 'noSymptoms'), 'neverTested'), 'noCloseContact');
  assert.equal(submitHistory(state, { ...history, hospital: null }, today).step, 3);
  assert.equal(submitHistory(state, { ...history, healthcare: 'Yes' }, today).step, 3);
  assert.equal(submitHistory(state, { ...history, healthcare: 'Yes', feverDate: '2026-11-20' }, today).step, 4);
  const care = submitHistory(state, history, today);
  assert.equal(submitCare(care, { ...answers.care, pregnant: null }).step, 4);
  assert.equal(submitCare(care, answers.care).step, 5);
});

test('the immune-response result: option fixed to the never-tested text, fourteenDays NO, feverDate false', () => {
  const state = throughScreening('covid-immune', 'testedMoreThan10DaysAgo');
  const result = buildEligibilityResult(state, answers, today);
  assert.deepEqual(result, {
    firstCOVID: 'Yes',
    healthcare: 'No',
    covidSymptoms: 'No',
    hospital: 'No',
    ICU: 'No',
    liveWork: 'Unknown',
    pregnant: 'No',
    race: ['Asian', 'White'],
    demographic: ['NotHispanicOrLatino'],
    statements: ['Age', 'Smoker'],
    terms: { testConsent: true, termsAndConditions: true, privacyPractices: true },
    option: 'I have never been tested for COVID-19.',
    feverDate: false,
    fourteenDays: 'NO',
  });
  assert.equal(covidEligibilitySchema.safeParse(result).success, true);
});

test('the result carries the symptom start date as DD/MM/YYYY after healthcare Yes', () => {
  const withDate = { ...history, healthcare: 'Yes', feverDate: '2026-11-02' } as const;
  let state = startScreening('covid-immune');
  state = answerCloseContact(answerPcrHistory(answerSymptoms(state, 'noSymptoms'), 'neverTested'), 'noCloseContact');
  state = submitCare(submitHistory(state, withDate, today), answers.care);
  const result = buildEligibilityResult(state, { ...answers, history: withDate }, today);
  assert.equal(result?.healthcare, 'Yes');
  assert.equal(result?.feverDate, '02/11/2026');
});

test('no result without every consent and a box in every group, nor before the last screen or after 999', () => {
  const state = throughScreening('covid-immune');
  assert.equal(buildEligibilityResult(state, { ...answers, consent: { ...answers.consent, termsAndConditions: false } }, today), undefined);
  assert.equal(buildEligibilityResult(state, { ...answers, demographics: { ...answers.demographics, statements: [] } }, today), undefined);
  assert.equal(buildEligibilityResult(state, { ...answers, care: { ...answers.care, ICU: null } }, today), undefined);
  const earlier = startScreening('covid-immune');
  assert.equal(buildEligibilityResult(earlier, answers, today), undefined);
  const ineligible = answerSymptoms(earlier, 'feverPast72Hours');
  assert.equal(buildEligibilityResult(ineligible, answers, today), undefined);
});

test('employee: the PCR answer and close-contact choices 2 and 3 are kept as option', () => {
  const never = throughScreening('covid-employee', 'neverTested');
  assert.deepEqual(never.recorded, [
    NEVER_TESTED_OPTION,
    'I have not been in close contact (within 6 feet) with anyone with COVID-19 in the last 14 days.',
  ]);
  let state = startScreening('covid-employee');
  state = answerSymptoms(state, 'noSymptoms');
  assert.equal(state.step, 1);
  state = answerPcrHistory(state, 'testedMoreThan10DaysAgo');
  state = answerCloseContact(state, 'exposedPriorInfection');
  assert.equal(state.step, 3);
  state = submitCare(submitHistory(state, history, today), answers.care);
  assert.equal(
    buildEligibilityResult(state, answers, today)?.option,
    'I was tested for COVID-19 more than 10 days ago. I have been in close contact (within 6 feet) with someone with COVID-19 in the last 14 days, and I have had COVID-19 before.',
  );
});

const retest: EmployeeFormAnswers = { ...NO_EMPLOYEE_FORM_ANSWERS, reason: 'Retest', allStatements: 'Yes', respiratoryImproved: 'Yes' };

test('short employee form: skips PCR history and close contact, from the form to screen 5', () => {
  let state = startScreening('covid-employee-short');
  assert.deepEqual(steps(state), { step: 0, screen: 'employeeForm', ineligible: null });
  assert.deepEqual(screenPosition(state), { index: 1, count: 4 });
  state = submitEmployeeForm(state, retest);
  assert.deepEqual(steps(state), { step: 3, screen: 'history', ineligible: null });
  state = submitCare(submitHistory(state, history, today), answers.care);
  assert.deepEqual(steps(state), { step: 5, screen: 'demographicsConsent', ineligible: null });
  assert.equal(buildEligibilityResult(state, answers, today)?.option, NEVER_TESTED_OPTION);
});

test('short employee form: No to the statements or to improved respiratory symptoms is not recommended (b)', () => {
  const start = startScreening('covid-employee-short');
  assert.deepEqual(steps(submitEmployeeForm(start, { ...retest, allStatements: 'No' })), { step: 999, screen: 'ineligible', ineligible: 'notRecommended' });
  assert.deepEqual(steps(submitEmployeeForm(start, { ...retest, respiratoryImproved: 'No' })), { step: 999, screen: 'ineligible', ineligible: 'notRecommended' });
});

test('short employee form: the statements are asked for a retest only', () => {
  assert.deepEqual(employeeFormQuestions(NO_EMPLOYEE_FORM_ANSWERS), { statements: false, householdContact: false, householdExposure: false });
  assert.deepEqual(employeeFormQuestions(retest), { statements: true, householdContact: false, householdExposure: false });
  const flagged = { ...NO_EMPLOYEE_FORM_ANSWERS, reason: 'Flagged' } as const;
  assert.equal(isEmployeeFormComplete(flagged), true);
  assert.equal(isEmployeeFormComplete({ ...retest, respiratoryImproved: null }), false);
  assert.equal(submitEmployeeForm(startScreening('covid-employee-short'), flagged).step, 3);
});

test('short employee form: HouseholdContactSubYes shows the next question, SubNo hides it, submit waits for a valid answer', () => {
  const household = { ...NO_EMPLOYEE_FORM_ANSWERS, reason: 'HouseholdContact' } as const;
  assert.deepEqual(employeeFormQuestions(household), { statements: false, householdContact: true, householdExposure: false });
  assert.equal(isEmployeeFormComplete(household), false);
  const yes = { ...household, householdContact: 'HouseholdContactSubYes' } as const;
  assert.deepEqual(employeeFormQuestions(yes), { statements: false, householdContact: true, householdExposure: true });
  assert.equal(isEmployeeFormComplete(yes), false);
  assert.equal(isEmployeeFormComplete({ ...yes, householdExposure: 'within14Days' }), true);
  const no = { ...household, householdContact: 'HouseholdContactSubNo' } as const;
  assert.deepEqual(employeeFormQuestions(no), { statements: false, householdContact: true, householdExposure: false });
  assert.equal(isEmployeeFormComplete(no), true);
  const start = startScreening('covid-employee-short');
  assert.equal(submitEmployeeForm(start, yes), start);
  assert.equal(submitEmployeeForm(start, NO_EMPLOYEE_FORM_ANSWERS), start);
});

test('saliva: six screens by a counter 1 to 6, symptoms1 ineligible (c)', () => {
  let state = startScreening('covid-saliva');
  assert.deepEqual(steps(state), { step: 1, screen: 'salivaSymptoms', ineligible: null });
  assert.deepEqual(steps(answerSalivaSymptoms(state, 'symptoms1')), { step: 999, screen: 'ineligible', ineligible: 'seekCare' });
  assert.equal(answerSalivaSymptoms(state, 'symptoms2').step, 2);
  state = answerSalivaSymptoms(state, 'symptoms3');
  assert.deepEqual(steps(state), { step: 2, screen: 'salivaReason', ineligible: null });
  state = leaveSalivaReason(state);
  assert.deepEqual(steps(state), { step: 3, screen: 'history', ineligible: null });
  state = submitHistory(state, history, today);
  assert.deepEqual(steps(state), { step: 4, screen: 'care', ineligible: null });
  state = submitCare(state, answers.care);
  assert.deepEqual(steps(state), { step: 5, screen: 'demographics', ineligible: null });
  assert.equal(submitDemographics(state, { ...answers.demographics, race: [] }).step, 5);
  state = submitDemographics(state, answers.demographics);
  assert.deepEqual(steps(state), { step: 6, screen: 'consent', ineligible: null });
  assert.equal(isLastScreen(state), true);
  const result = buildEligibilityResult(state, answers, today);
  assert.equal(result?.option, NEVER_TESTED_OPTION);
  assert.equal(covidEligibilitySchema.safeParse(result).success, true);
});
