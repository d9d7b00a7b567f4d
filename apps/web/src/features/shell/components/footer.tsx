import { APP_VERSION_LABEL, SUPPORT_CONTACT, SUPPORT_HOURS, type NavigationItem } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { openDialog } from '../../../lib/dialogs';
import { useFormats } from '../../../lib/formats';
import { footerEntries } from '../navigation';
import { EntryLink } from './entry-link';
import { LanguageSwitch } from './language-switch';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

/** spec/01 2.2 Footer: support contacts, social links, footer entries, version and copyright. */
export function Footer({ navigation }: { navigation: readonly NavigationItem[] }) {
  const { t } = useTranslation('shell');
  const format = useFormats();
  const entries = footerEntries(navigation);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <a className={styles.contact} href={SUPPORT_CONTACT.phoneHref}>
            <PhoneIcon width="18" height="18" />
            {SUPPORT_CONTACT.phone}
          </a>
          <p className={styles.hours}>{t('footer.phoneHours', { hours: format.supportHours(SUPPORT_HOURS.phone) })}</p>
          <a className={styles.contact} href={`mailto:${SUPPORT_CONTACT.email}`}>
            <MailIcon width="18" height="18" />
            {SUPPORT_CONTACT.email}
          </a>
          <p className={styles.hours}>{t('footer.emailHours', { hours: format.supportHours(SUPPORT_HOURS.email) })}</p>
          {/* The support message form, where the spec's live chat stood (issue 16). */}
          <button type="button" className={`${styles.contact} ${styles.write}`} aria-haspopup="dialog" onClick={() => openDialog('support')}>
            <ChatIcon width="18" height="18" />
            {t('footer.write')}
          </button>
          <p className={styles.hours}>{t('footer.messageHours', { hours: format.supportHours(SUPPORT_HOURS.message) })}</p>
        </section>
        {entries.length > 0 && (
          <nav className={styles.column} aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              {t('footer.links')}
            </h2>
            <ul className={styles.links}>
              {entries.map((item) => (
                <li key={item.id}>
                  <EntryLink item={item} className={styles.link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section className={styles.column} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('footer.follow')}
          </h2>
          <SocialLinks />
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <LanguageSwitch className={styles.language} />
          <small className={styles.version}>{APP_VERSION_LABEL}</small>
        </div>
      </div>
    </footer>
  );
}
