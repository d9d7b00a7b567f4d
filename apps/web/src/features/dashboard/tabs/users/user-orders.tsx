import type { AdminUser } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { openDialog } from '../../../../lib/dialogs';
import styles from './users-tab.module.css';

/**
 * spec/03 2 Users tab, Orders: the administrator logs in as the user
 * (spec/03 4 Login-as, the shared dialog asking their own password); the
 * user's session opens in a new tab, marked as acting for them, where the
 * order history's Share and View are disabled (spec/03 6).
 */
export function UserOrders({ user }: { user: AdminUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={styles.orders}>
      <p>{t('users.orders.intro', { email: user.email })}</p>
      <FormButton variant="primary" onClick={() => openDialog('loginAs', { userName: user.email })}>
        {t('users.orders.open')}
      </FormButton>
    </div>
  );
}
