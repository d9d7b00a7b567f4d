import '../i18n';
import { SUPPORT_CONTACT } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import styles from './need-help-box.module.css';

/**
 * spec/02 2.4, 2.5: missing tests can be requested through live chat. The
 * product page calls it Need Help; search results "Need Help Finding Your Tests".
 */
export function NeedHelpBox({ variant }: { variant: 'product' | 'search' }) {
  const { t } = useTranslation('catalogue');
  const headingId = `need-help-${variant}`;
  return (
    <aside className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {variant === 'search' ? t('needHelp.findingTitle') : t('needHelp.title')}
      </h2>
      <p className={styles.text}>{t('needHelp.text')}</p>
      <p className={styles.text}>{t('needHelp.chatHours', { hours: SUPPORT_CONTACT.chatHours })}</p>
      <p className={styles.text}>
        <a href={SUPPORT_CONTACT.phoneHref}>{t('needHelp.phone', { phone: SUPPORT_CONTACT.phone })}</a>
      </p>
    </aside>
  );
}
