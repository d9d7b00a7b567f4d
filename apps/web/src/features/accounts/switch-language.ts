import { localeForLanguage, type Language } from '@labstore/domain';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n';

/** spec/01 4: the site follows the profile's language preference (es or en), kept in localStorage. */
export function switchLanguage(preference: Language): void {
  const language = localeForLanguage(preference);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18next.changeLanguage(language);
}
