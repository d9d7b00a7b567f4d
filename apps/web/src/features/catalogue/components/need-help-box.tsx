import '../i18n';
import { SUPPORT_CONTACT, SUPPORT_HOURS } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../lib/dialogs';
import styles from './need-help-box.module.css';
import { useFormats } from '../../../lib/formats';

/**
 * spec/02 2.4, 2.5: missing tests can be requested through live chat, which
 * the store has not; the support message form stands in for it, opened on
 * the topic of finding a test (issue 16). The product page calls it Need
 * Help; search results "Need Help Finding Your Tests".
 */
export function NeedHelpBox({ variant }: { variant: 'product' | 'search' }) {
  const { t } = useTranslation('catalogue');
  const format = useFormats();
  const headingId = `need-help-${variant}`;
  return (
    <aside className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {variant === 'search' ? t('needHelp.findingTitle') : t('needHelp.title')}
      </h2>
      <p className={styles.text}>{t('needHelp.text')}</p>
      <p className={styles.text}>
        <button type="button" className={styles.write} aria-haspopup="dialog" onClick={() => openDialog('support', { topic: 'findTest' })}>
          {t('needHelp.write')}
        </button>
      </p>
      <p className={styles.text}>{t('needHelp.messageHours', { hours: format.supportHours(SUPPORT_HOURS.message) })}</p>
      <p className={styles.text}>
        <a href={SUPPORT_CONTACT.phoneHref}>{t('needHelp.phone', { phone: SUPPORT_CONTACT.phone })}</a>
      </p>
    </aside>
  );
}
