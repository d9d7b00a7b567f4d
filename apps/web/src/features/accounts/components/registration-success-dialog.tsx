import '../i18n';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog } from '../../../lib/dialogs';
import { FormButton } from '../../../components/ui/form-controls';
import styles from './dialog-layout.module.css';

/** spec/01 2.4: after registering, the user is asked to check the e-mail for the activation link. */
export default function RegistrationSuccessDialog() {
  const { t } = useTranslation('accounts');
  return (
    <Dialog open onClose={closeDialog} title={t('registration.successTitle')} size="small">
      <div className={styles.form}>
        <p className={styles.intro}>{t('registration.successText')}</p>
        <FormButton variant="primary" onClick={closeDialog} autoFocus>
          {t('actions.ok')}
        </FormButton>
      </div>
    </Dialog>
  );
}
