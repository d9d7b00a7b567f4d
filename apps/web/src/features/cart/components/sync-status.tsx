import '../i18n';
import { useTranslation } from 'react-i18next';
import type { CartView } from '../../../entities/cart';
import styles from './cart-contents.module.css';

/** DESIGN.md offline cart: how many edits wait, whether they are being sent, and why not when offline. */
export function SyncStatus({ view }: { view: CartView }) {
  const { t } = useTranslation('cart');
  return (
    <div role="status" className={styles.status}>
      {!view.online && <p className={styles.offline}>{t('sync.offline')}</p>}
      {view.pendingCount > 0 && (
        <p className={styles.pendingCount}>
          {view.syncing && view.online ? t('sync.syncing') : t('sync.pending', { count: view.pendingCount })}
          {' '}
          {t('sync.totalsLater')}
        </p>
      )}
    </div>
  );
}
