import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLanguage } from './i18n';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === 'language' ? value : null) });

test('the stored language is used when it is es or en', () => {
  assert.equal(readLanguage(storing('es')), 'es');
  assert.equal(readLanguage(storing('en')), 'en');
});

test('English is the default for anything else', () => {
  assert.equal(readLanguage(storing(null)), 'en');
  assert.equal(readLanguage(storing('fr')), 'en');
  assert.equal(readLanguage(storing('ES')), 'en');
  assert.equal(readLanguage(undefined), 'en');
});
