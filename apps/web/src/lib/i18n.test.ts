import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import i18next from 'i18next';
import { readLanguage, switchSiteLanguage } from './i18n';

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

test("a preference saved before the sign-in's delayed switch fires is the one that stays", async () => {
  await i18next.init({ lng: 'en', resources: { en: {}, es: {} } });
  switchSiteLanguage(0, { delayMs: 20 });
  switchSiteLanguage(1);
  assert.equal(i18next.language, 'es');
  await sleep(60);
  assert.equal(i18next.language, 'es', 'the pending English switch was cancelled');

  switchSiteLanguage(0, { delayMs: 20 });
  await sleep(60);
  assert.equal(i18next.language, 'en', 'a delayed switch alone still happens');
});
