import { useTranslation } from 'react-i18next';

// Issue 16: an answer's words fall back to English where an entry has no
// translation, and say so (`lang` on each translatable answer). Words in
// another language than the page's are marked with their own, so a screen
// reader switches voice (WCAG 3.1.2, language of parts).

/** The lang attribute for words in `textLanguage` on a page in `siteLanguage`: none when they agree. */
export function langAttribute(textLanguage: string, siteLanguage: string): string | undefined {
  return textLanguage === siteLanguage ? undefined : textLanguage;
}

/** `langAttribute` for the page's current language. */
export function useLangAttribute(): (textLanguage: string) => string | undefined {
  const { i18n } = useTranslation();
  return (textLanguage) => langAttribute(textLanguage, i18n.language);
}
