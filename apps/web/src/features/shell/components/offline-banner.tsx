import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/network-status';
import styles from './offline-banner.module.css';

/**
 * A lasting sign that the app has no network (issue 10): pages seen before
 * still open, so the visitor keeps browsing, but knows why a new page or a
 * purchase waits. The live region says it once when the network goes.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return (
    <div role="status" className={styles.region}>
      {!online && (
        <p className={styles.banner}>
          <strong>{t('offline.title')}</strong> {t('offline.text')}
        </p>
      )}
    </div>
  );
}
