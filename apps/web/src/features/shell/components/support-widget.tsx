import { SUPPORT_CONTACT } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { closeDialog, useOpenDialog } from '../../../lib/dialogs';
import styles from './support-widget.module.css';

/** The help widget that Contact Support opens (spec/01 1: live chat, phone and e-mail, with their hours). */
export function SupportWidget() {
  const { t } = useTranslation('shell');
  const open = useOpenDialog() === 'support';
  return (
    <Dialog open={open} onClose={closeDialog} title={t('support.title')} size="small">
      <p className={styles.intro}>{t('support.intro')}</p>
      <ul className={styles.channels}>
        <li>
          <ChatIcon className={styles.icon} />
          <div>
            <p className={styles.name}>{t('support.chat')}</p>
            <p className={styles.hours}>{SUPPORT_CONTACT.chatHours}</p>
          </div>
        </li>
        <li>
          <PhoneIcon className={styles.icon} />
          <div>
            <a className={styles.name} href={SUPPORT_CONTACT.phoneHref}>
              {t('support.phone')}: {SUPPORT_CONTACT.phone}
            </a>
            <p className={styles.hours}>{SUPPORT_CONTACT.phoneHours}</p>
          </div>
        </li>
        <li>
          <MailIcon className={styles.icon} />
          <div>
            <a className={styles.name} href={`mailto:${SUPPORT_CONTACT.email}`}>
              {t('support.email')}: {SUPPORT_CONTACT.email}
            </a>
            <p className={styles.hours}>{SUPPORT_CONTACT.emailHours}</p>
          </div>
        </li>
      </ul>
    </Dialog>
  );
}
