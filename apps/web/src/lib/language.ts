// DESIGN.md Web app: English and Spanish. spec/01 4: the chosen language is
// kept in localStorage under 'language' ('es' or 'en'). Apart from lib/i18n
// so that a page's first frame (the pass page's, pass-first-frame.ts) reads
// it without loading i18next.
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function readLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'es' ? 'es' : 'en';
}
