import { LANGUAGE, localeForLanguage } from '@labstore/domain';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n';

/** spec/01 4 Profile update: the saved language preference switches the site (es or en), remembered locally. */
export function switchSiteLanguage(preference: number): void {
  const locale = localeForLanguage(preference === LANGUAGE.Spanish ? LANGUAGE.Spanish : LANGUAGE.English);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the switch still holds for this visit.
  }
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
}
