import { test } from 'vitest';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import i18next, { type ResourceLanguage } from 'i18next';
import { chooseLanguage, initI18n, localName, namesBySlug, readLanguage, spanishOnDemand, switchSiteLanguage } from './i18n';

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

/** The backend's answer to one read, as a promise. */
function read(backend: ReturnType<typeof spanishOnDemand>, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    backend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

test('the Spanish chunk is imported once, on the first Spanish namespace asked for', async () => {
  let imports = 0;
  const backend = spanishOnDemand(async () => {
    imports += 1;
    return { shell: { nav: { label: 'Principal' } }, common: { close: 'Cerrar' } };
  });
  assert.deepEqual(await read(backend, 'en', 'shell'), { error: null, data: {} }, 'English is in the entry: nothing to fetch');
  assert.equal(imports, 0);
  const [shell, common] = await Promise.all([read(backend, 'es', 'shell'), read(backend, 'es', 'common')]);
  assert.deepEqual(shell.data, { nav: { label: 'Principal' } });
  assert.deepEqual(common.data, { close: 'Cerrar' });
  assert.deepEqual((await read(backend, 'es', 'catalogue')).data, {}, 'a lazy feature adds its own Spanish');
  assert.equal(imports, 1);
});

test('a failed Spanish import is tried again on the next read', async () => {
  let imports = 0;
  const backend = spanishOnDemand(async () => {
    imports += 1;
    if (imports === 1) throw new Error('offline');
    return { shell: { skipToContent: 'Saltar' } };
  });
  const failed = await read(backend, 'es', 'shell');
  assert.ok(failed.error instanceof Error);
  assert.equal(failed.data, false);
  assert.deepEqual((await read(backend, 'es', 'shell')).data, { skipToContent: 'Saltar' });
});

test("a name from the API: the dictionary's by slug, else the API's own", () => {
  const spanish = { 'heart-health': 'Salud del corazón', 'https://www.trustpilot.com/': 'Opiniones' };
  assert.equal(localName(spanish, 'heart-health', 'Heart Health'), 'Salud del corazón');
  assert.equal(localName(spanish, 'https://www.trustpilot.com/', 'Lab Test Reviews'), 'Opiniones', 'a slug with dots and slashes is a plain key');
  assert.equal(localName(spanish, 'new-category', 'New Category'), 'New Category');
  assert.equal(localName(spanish, null, 'No Slug'), 'No Slug');
  assert.equal(localName(spanish, 'toString', 'Inherited'), 'Inherited', "only the dictionary's own entries");
  assert.equal(localName({}, 'heart-health', 'Heart Health'), 'Heart Health', 'English keeps the API names');
});

test('names by slug are read as stored, an outside address as a key too, in the site language only', async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: 'en',
    resources: {
      en: { shell: { entryNames: {} } },
      es: { shell: { entryNames: { faq: 'Preguntas frecuentes', 'https://www.trustpilot.com/': 'Opiniones', broken: { nested: 'x' } } } },
    },
  });
  assert.deepEqual(namesBySlug(instance, 'shell', 'entryNames'), { faq: 'Preguntas frecuentes', 'https://www.trustpilot.com/': 'Opiniones' });
  assert.deepEqual(namesBySlug(instance, 'shell', 'missing'), {});
  await instance.changeLanguage('en');
  assert.deepEqual(namesBySlug(instance, 'shell', 'entryNames'), {}, 'English shows the API names');
});

test("a preference saved before the sign-in's delayed switch fires is the one that stays", async () => {
  await i18next.init({ lng: 'en', resources: { en: {}, es: {} } });
  switchSiteLanguage(0, { delayMs: 20 });
  switchSiteLanguage(1);
  await sleep(5);
  assert.equal(i18next.language, 'es');
  await sleep(60);
  assert.equal(i18next.language, 'es', 'the pending English switch was cancelled');

  switchSiteLanguage(0, { delayMs: 20 });
  await sleep(60);
  assert.equal(i18next.language, 'en', 'a delayed switch alone still happens');
});

/** A browser's globals for initI18n: the page's lang and a localStorage holding `stored`. */
function fakeBrowser(stored: string | null) {
  const values = new Map<string, string>(stored ? [['language', stored]] : []);
  const documentElement = { lang: '' };
  Object.assign(globalThis, {
    document: { documentElement },
    localStorage: { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value) },
  });
  return { documentElement, values };
}

const english: ResourceLanguage = { shell: { nav: { label: 'Main' } } };
const spanish: ResourceLanguage = { shell: { nav: { label: 'Principal' } } };

// Last: initI18n sets up the one i18next instance for good.
test('a Spanish visitor gets the Spanish chunk; a switch loads before it shows, and is saved only when signed in', async () => {
  const browser = fakeBrowser('es');
  let imports = 0;
  let releaseSpanish: () => void = () => undefined;
  const saved: number[] = [];
  initI18n({
    en: english,
    loadSpanish: () => {
      imports += 1;
      return new Promise((resolve) => {
        releaseSpanish = () => resolve(spanish);
      });
    },
    savePreference: async (preference) => {
      saved.push(preference);
    },
  });
  assert.equal(browser.documentElement.lang, 'es');
  assert.equal(imports, 1, 'asked for at once, before anything renders');
  releaseSpanish();
  await sleep(5);
  assert.equal(i18next.t('shell:nav.label'), 'Principal');

  chooseLanguage('en', { signedIn: false });
  await sleep(5);
  assert.equal(i18next.t('shell:nav.label'), 'Main');
  assert.equal(browser.values.get('language'), 'en', 'remembered for the visitor');
  assert.deepEqual(saved, [], 'a visitor has no profile to save to');

  chooseLanguage('es', { signedIn: true });
  assert.equal(i18next.language, 'en', 'the switch waits for the load, even one already done');
  await sleep(5);
  assert.equal(i18next.t('shell:nav.label'), 'Principal');
  assert.equal(browser.documentElement.lang, 'es');
  assert.deepEqual(saved, [1], "signed in, the choice becomes the profile's preference");
  assert.equal(imports, 1);
});
