import '../i18n';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton } from '../../../components/ui/form-controls';
import styles from './checkout.module.css';

/** spec/02 2.9 Order Fees: what the physician oversight and lab draw fees are; both non-refundable. */
export function FeesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog open onClose={onClose} title={t('fees.title')} size="small">
      <div className={styles.trust}>
        <p className={styles.note}>{t('fees.physician')}</p>
        <p className={styles.note}>{t('fees.labDraw')}</p>
        <p className={styles.note}>
          <strong>{t('fees.refund')}</strong>
        </p>
        <FormButton onClick={onClose}>{t('fees.close')}</FormButton>
      </div>
    </Dialog>
  );
}
