import { SUPPORT_CONTACT } from '@labstore/domain';
import { fill, useCatalogueText } from '../i18n';
import styles from './need-help-box.module.css';

/**
 * spec/02 2.4, 2.5: missing tests can be requested through live chat. The
 * product page calls it Need Help; search results "Need Help Finding Your Tests".
 */
export function NeedHelpBox({ variant }: { variant: 'product' | 'search' }) {
  const text = useCatalogueText();
  const headingId = `need-help-${variant}`;
  return (
    <aside className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {variant === 'search' ? text.needHelp.findingTitle : text.needHelp.title}
      </h2>
      <p className={styles.text}>{text.needHelp.text}</p>
      <p className={styles.text}>{fill(text.needHelp.chatHours, { hours: SUPPORT_CONTACT.chatHours })}</p>
      <p className={styles.text}>
        <a href={SUPPORT_CONTACT.phoneHref}>{fill(text.needHelp.phone, { phone: SUPPORT_CONTACT.phone })}</a>
      </p>
    </aside>
  );
}
