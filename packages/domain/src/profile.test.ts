import { suffixSchema } from './validation/codes';
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { ADDRESS_TYPE, capitalizeName, GENDER, LANGUAGE, LANGUAGE_LABELS, localeForLanguage, SUFFIXES } from './profile';

test('profile enumerations carry the spec values', () => {
  assert.deepEqual(ADDRESS_TYPE, { Home: 0, Billing: 1, Government: 2 });
  assert.deepEqual(GENDER, { Male: 1, Female: 2 });
  assert.deepEqual(LANGUAGE, { English: 0, Spanish: 1 });
  assert.deepEqual(Object.values(LANGUAGE_LABELS), ['English', 'Espanol']);
  assert.deepEqual(SUFFIXES, ['None', 'Sr.', 'Jr.', 'I', 'II', 'III']);
  assert.equal(SUFFIXES.indexOf('Jr.'), 2);
  assert.equal(suffixSchema.safeParse('IV').success, false);
});

test('the site language follows the preference', () => {
  assert.equal(localeForLanguage(LANGUAGE.Spanish), 'es');
  assert.equal(localeForLanguage(LANGUAGE.English), 'en');
});

test('names are capitalised on the first letter of each part', () => {
  assert.equal(capitalizeName('john'), 'John');
  assert.equal(capitalizeName('mary-jane'), 'Mary-Jane');
  assert.equal(capitalizeName('de la cruz'), 'De La Cruz');
  assert.equal(capitalizeName('McDonald'), 'McDonald');
  assert.equal(capitalizeName('élodie'), 'Élodie');
  assert.equal(capitalizeName(''), '');
});
