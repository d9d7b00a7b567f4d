import { test } from 'vitest';
import assert from 'node:assert/strict';
import { covidEligibilityEn } from './locales/en';
import { covidEligibilityEs } from './locales/es';

test('the words of spec/02 5 and 8 are kept in English', () => {
  assert.equal(covidEligibilityEn.ineligible.title, 'Ineligible for TESTING');
  assert.equal(
    covidEligibilityEn.ineligible.activeInfection,
    'Based on your response, you may still have an active COVID-19 infection and this test may not be right for you at this time.',
  );
  assert.equal(
    covidEligibilityEn.ineligible.notRecommended,
    'Based on your response, testing is not recommended for you at this time. Please complete this assessment when your symptoms have improved. If your symptoms do not improve, please contact your healthcare provider for evaluation.',
  );
  assert.equal(
    covidEligibilityEn.ineligible.seekCare,
    'Based on your response, you are ineligible for testing and we recommend you seek immediate medical care',
  );
  assert.equal(covidEligibilityEn.messages.selectOne, 'Select at least one checkbox!');
  assert.equal(covidEligibilityEn.messages.consentMissing, 'Please check to agree to the {{items}}');
});

test('the emergency warning names every sign of spec/02 8, in both languages', () => {
  for (const sign of ['severe trouble breathing', 'continuous chest pain or pressure', 'confusion', 'difficulty waking', 'bluish lips or face']) {
    assert.ok(covidEligibilityEn.ineligible.emergency.includes(sign), sign);
  }
  for (const sign of ['dificultad grave para respirar', 'dolor o presión continuos en el pecho', 'confusión', 'dificultad para despertarse', 'labios o cara azulados']) {
    assert.ok(covidEligibilityEs.ineligible.emergency.includes(sign), sign);
  }
});

test('the screening windows of spec/02 9 are in the questions', () => {
  assert.match(covidEligibilityEn.symptoms.feverPast72Hours, /100\.5°F .* 72 hours/);
  assert.match(covidEligibilityEn.symptoms.newSymptoms10Days, /10 days/);
  assert.match(covidEligibilityEn.pcrHistory.positiveWithin10Days, /10 days/);
  assert.match(covidEligibilityEn.closeContact.question, /14 days.*6 feet/);
  assert.match(covidEligibilityEn.salivaSymptoms.symptoms1, /102°F .* 48 hours/);
});

test('the Spanish strings keep every placeholder of the English ones', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
  const walk = (en: unknown, es: unknown, path: string): void => {
    if (typeof en === 'string') {
      assert.equal(typeof es, 'string', path);
      assert.notEqual(es, '', path);
      assert.deepEqual(placeholders(es as string), placeholders(en), path);
      return;
    }
    for (const [key, value] of Object.entries(en as Record<string, unknown>)) walk(value, (es as Record<string, unknown>)[key], `${path}.${key}`);
  };
  walk(covidEligibilityEn, covidEligibilityEs, 'covidEligibility');
});
