import '../i18n';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import styles from './order-history-tab.module.css';

/** spec/01 2.6 Order History tab. The orders themselves come with spec/02's order history. */
export function OrderHistoryTab() {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.empty}>
      <p>{t('orderHistory.empty')}</p>
      <Link {...paths.catalogue()} className={styles.emptyLink}>
        {t('orderHistory.browse')}
      </Link>
    </div>
  );
}
