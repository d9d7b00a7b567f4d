import '../i18n';
import { exhaustiveMap, OUTSIDE_MARKETPLACE_URL, type RestrictedStateNotice } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { FormButton } from '../../../components/ui/form-controls';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import styles from './dialog-layout.module.css';

const TEXT = exhaustiveMap({
  'state-law': 'notice.stateLaw',
  'az-registration': 'notice.azRegistration',
  'az-order': 'notice.azOrder',
} as const satisfies Record<RestrictedStateNotice, string>);

/**
 * spec/01 2.5: the important notice for restricted states, three variants:
 * (a) AZ orders, (b) NJ, NY and RI by state law, (c) AZ registration. A
 * button opens an outside marketplace in a new tab.
 */
export function ImportantNotice({ notice, onClose }: { notice: RestrictedStateNotice; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog open onClose={onClose} title={t('notice.title')} size="small">
      <div className={styles.form}>
        <p className={styles.intro}>{t(TEXT.get(notice))}</p>
        <div className={styles.actions}>
          <a className={formButtonClasses.primary} href={OUTSIDE_MARKETPLACE_URL} target="_blank" rel="noopener noreferrer">
            {t('notice.marketplace')}
            <span className="visually-hidden"> {t('registration.newTab')}</span>
          </a>
          <FormButton onClick={onClose}>{t('notice.close')}</FormButton>
        </div>
      </div>
    </Dialog>
  );
}

/** The notice as the dialogs store opens it (after login for AZ, at checkout). */
export default function ImportantNoticeDialog() {
  const context = useDialogContext('importantNotice');
  return context ? <ImportantNotice notice={context.notice} onClose={closeDialog} /> : null;
}
