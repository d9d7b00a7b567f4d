import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  careProblems,
  covidEligibilitySchema,
  emptyDemographicGroups,
  feverDateResult,
  historyProblems,
  isDemographicDisabled,
  missingConsents,
  NO_CARE_ANSWERS,
  NO_CONSENT_ANSWERS,
  NO_DEMOGRAPHIC_ANSWERS,
  NO_HISTORY_ANSWERS,
  toggleDemographic,
  type HistoryAnswers,
} from './covid-eligibility';

const today = { year: 2026, month: 11, day: 23 };
const answeredHistory: HistoryAnswers = { firstCOVID: 'Yes', healthcare: 'No', covidSymptoms: 'Unknown', hospital: 'No', feverDate: '' };

test('screen 4: ticking boxes keeps them in the order of the option set', () => {
  const white = toggleDemographic(NO_DEMOGRAPHIC_ANSWERS, 'race', 'White', true);
  const both = toggleDemographic(white, 'race', 'Asian', true);
  assert.deepEqual(both.race, ['Asian', 'White']);
  assert.deepEqual(toggleDemographic(both, 'race', 'White', false).race, ['Asian']);
  assert.deepEqual(both.demographic, []);
});

test('screen 4: PreferNotToSay unticks and disables the other boxes of its group only', () => {
  let answers = toggleDemographic(NO_DEMOGRAPHIC_ANSWERS, 'race', 'Asian', true);
  answers = toggleDemographic(answers, 'race', 'Other', true);
  answers = toggleDemographic(answers, 'demographic', 'HispanicOrLatino', true);
  answers = toggleDemographic(answers, 'race', 'PreferNotToSay', true);
  assert.deepEqual(answers.race, ['PreferNotToSay']);
  assert.deepEqual(answers.demographic, ['HispanicOrLatino']);
  assert.equal(isDemographicDisabled(answers, 'race', 'Asian'), true);
  assert.equal(isDemographicDisabled(answers, 'race', 'PreferNotToSay'), false);
  assert.equal(isDemographicDisabled(answers, 'demographic', 'NotHispanicOrLatino'), false);
  // A disabled box cannot come back while PreferNotToSay is ticked.
  assert.deepEqual(toggleDemographic(answers, 'race', 'White', true).race, ['PreferNotToSay']);
  const released = toggleDemographic(answers, 'race', 'PreferNotToSay', false);
  assert.deepEqual(released.race, []);
  assert.equal(isDemographicDisabled(released, 'race', 'Asian'), false);
});

test('screen 4: NoneOfTheAbove stands alone among the health statements', () => {
  let answers = toggleDemographic(NO_DEMOGRAPHIC_ANSWERS, 'statements', 'Smoker', true);
  answers = toggleDemographic(answers, 'statements', 'Age', true);
  assert.deepEqual(answers.statements, ['Age', 'Smoker']);
  answers = toggleDemographic(answers, 'statements', 'NoneOfTheAbove', true);
  assert.deepEqual(answers.statements, ['NoneOfTheAbove']);
  assert.equal(isDemographicDisabled(answers, 'statements', 'Pregnant'), true);
  assert.equal(isDemographicDisabled(answers, 'race', 'PreferNotToSay'), false);
});

test('screen 4: at least one box in each of the three groups', () => {
  assert.deepEqual(emptyDemographicGroups(NO_DEMOGRAPHIC_ANSWERS), ['demographic', 'race', 'statements']);
  assert.deepEqual(emptyDemographicGroups({ demographic: ['Other'], race: [], statements: ['Age'] }), ['race']);
  assert.deepEqual(emptyDemographicGroups({ demographic: ['Other'], race: ['White'], statements: ['NoneOfTheAbove'] }), []);
});

test('screen 5: every question answered, and a symptom start date after healthcare Yes', () => {
  assert.deepEqual(historyProblems(NO_HISTORY_ANSWERS, today), ['firstCOVID', 'healthcare', 'covidSymptoms', 'hospital']);
  assert.deepEqual(historyProblems(answeredHistory, today), []);
  const healthcare = { ...answeredHistory, healthcare: 'Yes' } as const;
  assert.deepEqual(historyProblems(healthcare, today), ['feverDateRequired']);
  assert.deepEqual(historyProblems({ ...healthcare, feverDate: '2026-02-30' }, today), ['feverDateInvalid']);
  assert.deepEqual(historyProblems({ ...healthcare, feverDate: '2026-11-24' }, today), ['feverDateInFuture']);
  assert.deepEqual(historyProblems({ ...healthcare, feverDate: '2026-11-23' }, today), []);
  assert.deepEqual(historyProblems({ ...healthcare, hospital: null, feverDate: '' }, today), ['hospital', 'feverDateRequired']);
});

test('screen 5: the date is sent as DD/MM/YYYY only when healthcare is Yes', () => {
  assert.equal(feverDateResult({ ...answeredHistory, healthcare: 'Yes', feverDate: '2026-03-07' }), '07/03/2026');
  assert.equal(feverDateResult({ ...answeredHistory, healthcare: 'No', feverDate: '2026-03-07' }), false);
  assert.equal(feverDateResult({ ...answeredHistory, healthcare: 'Unknown', feverDate: '' }), false);
});

test('screen 6: all three questions answered', () => {
  assert.deepEqual(careProblems(NO_CARE_ANSWERS), ['ICU', 'liveWork', 'pregnant']);
  assert.deepEqual(careProblems({ ICU: 'No', liveWork: null, pregnant: 'Unknown' }), ['liveWork']);
  assert.deepEqual(careProblems({ ICU: 'No', liveWork: 'Yes', pregnant: 'Unknown' }), []);
});

test('consent: the unticked boxes in the order of their values 1, 2, 3', () => {
  assert.deepEqual(missingConsents(NO_CONSENT_ANSWERS), ['testConsent', 'termsAndConditions', 'privacyPractices']);
  assert.deepEqual(missingConsents({ testConsent: true, termsAndConditions: false, privacyPractices: true }), ['termsAndConditions']);
  assert.deepEqual(missingConsents({ testConsent: true, termsAndConditions: true, privacyPractices: true }), []);
});

test('the result schema refuses a missing consent, an empty group and a date in another format', () => {
  const result = {
    firstCOVID: 'No',
    healthcare: 'No',
    covidSymptoms: 'No',
    hospital: 'No',
    ICU: 'No',
    liveWork: 'No',
    pregnant: 'No',
    race: ['White'],
    demographic: ['NotHispanicOrLatino'],
    statements: ['NoneOfTheAbove'],
    terms: { testConsent: true, termsAndConditions: true, privacyPractices: true },
    option: 'I have never been tested for COVID-19.',
    feverDate: false,
    fourteenDays: 'NO',
  };
  assert.equal(covidEligibilitySchema.safeParse(result).success, true);
  assert.equal(covidEligibilitySchema.safeParse({ ...result, terms: { ...result.terms, privacyPractices: false } }).success, false);
  assert.equal(covidEligibilitySchema.safeParse({ ...result, race: [] }).success, false);
  assert.equal(covidEligibilitySchema.safeParse({ ...result, feverDate: '2026-03-07' }).success, false);
  assert.equal(covidEligibilitySchema.safeParse({ ...result, fourteenDays: 'YES' }).success, false);
});
