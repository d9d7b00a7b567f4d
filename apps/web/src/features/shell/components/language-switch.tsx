import { useTranslation } from 'react-i18next';
import { chooseLanguage, type Language } from '../../../lib/i18n';
import { useAuthSession } from '../../../lib/session/current-session';
import styles from './language-switch.module.css';

/**
 * issue 10: the language switch of the header and the footer. One button
 * offering the other language in its own words: the visible name
 * ('Español') and the spoken label ('Cambiar el idioma a español', which
 * contains it) carry lang, so a screen reader says them in that language.
 * The choice is remembered on this device; signed in, it is saved to the
 * profile too (lib/i18n chooseLanguage).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const signedIn = useAuthSession() !== null;
  const other: Language = i18n.language === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      lang={other}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      onClick={() => chooseLanguage(other, { signedIn })}
    >
      <span aria-hidden="true">{t('language.switchTo')}</span>
      <span className="visually-hidden">{t('language.switchToLabel')}</span>
    </button>
  );
}
