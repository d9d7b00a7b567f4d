import { DEFAULT_SITE_LANGUAGE, formatNumber, isSiteLanguage, LANGUAGE, localeForLanguage, type Language as LanguagePreference } from '@labstore/domain';
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { LANGUAGE_STORAGE_KEY, LANGUAGES, readLanguage, type Language } from './language';

export { LANGUAGE_STORAGE_KEY, LANGUAGES, readLanguage, type Language };

/** The same keys as the English dictionary, any wording: how each Spanish dictionary is typed. */
export type Dictionary<T> = { readonly [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };

/** What the app gives the site's i18n (app/i18n-resources.ts). */
export interface SiteResources {
  /** The first load's namespaces in English, shipped with the entry: most visitors read English. */
  en: ResourceLanguage;
  /** The same namespaces in Spanish, a chunk of their own, fetched only when Spanish is chosen (issue 10, first load). */
  loadSpanish: () => Promise<ResourceLanguage>;
  /**
   * spec/01 2.6, 4: a signed-in user's choice is their profile's language
   * preference. Composed by the app from the profile feature, which lib cannot import.
   */
  savePreference: (preference: LanguagePreference) => Promise<void>;
}

/**
 * i18next's way of adding a language's dictionaries when it is needed: the
 * Spanish chunk is imported once, on the first Spanish namespace asked for.
 * Namespaces outside it (the lazy features add theirs as they load) and
 * English (shipped in the entry) are answered empty.
 */
export function spanishOnDemand(loadSpanish: SiteResources['loadSpanish']): BackendModule {
  let loading: Promise<ResourceLanguage> | undefined;
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      if (language !== 'es') {
        callback(null, {});
        return;
      }
      loading ??= loadSpanish();
      loading.then(
        (spanish) => callback(null, spanish[namespace] ?? {}),
        (error: unknown) => {
          // Asked again on the next read: i18next retries, and a later switch too.
          loading = undefined;
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

let savePreference: SiteResources['savePreference'] | undefined;

export function initI18n({ en, loadSpanish, savePreference: save }: SiteResources): void {
  savePreference = save;
  const lng = readLanguage(typeof localStorage === 'undefined' ? undefined : localStorage);
  void i18next
    .use(spanishOnDemand(loadSpanish))
    .use(initReactI18next)
    .init({
      resources: { en },
      partialBundledLanguages: true,
      ns: Object.keys(en),
      lng,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      defaultNS: 'common',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
      // A Spanish visitor's first screen waits (suspends) for the Spanish
      // chunk rather than flashing English: while i18next is changing to a
      // language whose namespaces are still loading, nothing is ready. A
      // switch later loads first (showLanguage), so it never suspends.
      react: { bindI18n: 'languageChanged languageChanging' },
    });
  // Issue 16: '{{count, number}}' in a dictionary is written as the site's
  // other figures are (en-US, es-US), not by Intl's plain 'es'.
  i18next.services.formatter?.add('number', (value, language) => formatNumber(Number(value), isSiteLanguage(language) ? language : DEFAULT_SITE_LANGUAGE));
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

let wantedLanguage: Language | undefined;

/**
 * Loads the language's dictionaries, then switches: the page stays in the
 * old language meanwhile, never blank. Only the last wish is shown, however
 * the loads finish.
 */
async function showLanguage(language: Language): Promise<void> {
  wantedLanguage = language;
  await i18next.loadLanguages(language);
  if (wantedLanguage === language) await i18next.changeLanguage(language);
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the switch still holds for this visit.
  }
}

let pendingSwitch: ReturnType<typeof setTimeout> | undefined;

/**
 * spec/01 4: the site follows the profile's language preference (0 English,
 * 1 Spanish) after sign-in (250 ms later) and after a profile update,
 * remembered locally. A switch replaces any still pending, so the sign-in's
 * delayed switch can never undo a preference saved in the meantime.
 */
export function switchSiteLanguage(preference: number, { delayMs = 0 }: { delayMs?: number } = {}): void {
  clearTimeout(pendingSwitch);
  pendingSwitch = undefined;
  if (delayMs > 0) {
    pendingSwitch = setTimeout(() => switchSiteLanguage(preference), delayMs);
    return;
  }
  const locale = localeForLanguage(preference === LANGUAGE.Spanish ? LANGUAGE.Spanish : LANGUAGE.English);
  storeLanguage(locale);
  void showLanguage(locale);
}

/**
 * The header's and footer's switch (issue 10): the site changes at once and
 * remembers the choice here; signed in, it becomes the profile's preference
 * too, so the next sign-in (which follows the profile) keeps it. A failed
 * save leaves the local choice standing: the account area still offers it.
 */
export function chooseLanguage(language: Language, { signedIn }: { signedIn: boolean }): void {
  const preference = language === 'es' ? LANGUAGE.Spanish : LANGUAGE.English;
  switchSiteLanguage(preference);
  if (signedIn) void savePreference?.(preference).catch(() => undefined);
}

/**
 * A name the API gives in English (a category's, a navigation entry's):
 * the dictionary's by slug when it has one (Spanish), else the API's own.
 */
export function localName(names: Readonly<Record<string, string>>, slug: string | null | undefined, name: string): string {
  return slug && Object.hasOwn(names, slug) ? (names[slug] ?? name) : name;
}

/**
 * A dictionary of names by slug in the site's language, as stored. Not
 * t(key, { returnObjects }): that reads each slug as a key of its own, and a
 * slug holding ':' or '.' (an outside address) is split into namespace and path.
 */
export function namesBySlug(i18n: Pick<I18n, 'getResource' | 'language'>, namespace: string, key: string): Readonly<Record<string, string>> {
  const names: unknown = i18n.getResource(i18n.language, namespace, key);
  if (typeof names !== 'object' || names === null) return {};
  return Object.fromEntries(Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A category's name in the site's language (issue 10), for any screen that shows one. */
export function useCategoryName(): (category: { slug: string | null; name: string }) => string {
  const { i18n } = useTranslation('common');
  const names = namesBySlug(i18n, 'common', 'categoryNames');
  return (category) => localName(names, category.slug, category.name);
}
