import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, useOpenDialog } from '../../../lib/dialogs';

/**
 * spec/01 2.3 and 2.4: the Login and User Registration dialogs the header's
 * LOGIN and REGISTER buttons open. Their forms come with the sign-in issue;
 * until then they show their titles only.
 */
export function AccountDialogs() {
  const { t } = useTranslation('accounts');
  const open = useOpenDialog();
  return (
    <>
      <Dialog open={open === 'login'} onClose={closeDialog} title={t('login.title')} size="small" />
      <Dialog open={open === 'registration'} onClose={closeDialog} title={t('registration.title')} />
    </>
  );
}
