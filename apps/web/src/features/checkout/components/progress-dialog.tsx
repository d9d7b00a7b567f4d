import '../i18n';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import styles from './payment.module.css';

/** spec/02 2.9 In-progress: "Your order is being processed" with a spinner; it closes when the answer comes. */
export function ProgressDialog() {
  const { t } = useTranslation('checkout');
  return (
    // Nothing to cancel: the order is being submitted on the server.
    <Dialog open onClose={() => undefined} title={t('progress.title')} size="small">
      <div className={styles.spinnerRow} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{t('progress.title')}</span>
      </div>
    </Dialog>
  );
}
