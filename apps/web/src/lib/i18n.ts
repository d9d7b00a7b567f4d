import { LANGUAGE, localeForLanguage } from '@labstore/domain';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// DESIGN.md Web app: English and Spanish. spec/01 4: the chosen language is
// kept in localStorage under 'language' ('es' or 'en').
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The same keys as the English dictionary, any wording: how each Spanish dictionary is typed. */
export type Dictionary<T> = { readonly [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };

export function readLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'es' ? 'es' : 'en';
}

export function initI18n(resources: Resource): void {
  const lng = readLanguage(typeof localStorage === 'undefined' ? undefined : localStorage);
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
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
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the switch still holds for this visit.
  }
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
}
