import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/network-status';
import styles from './load-failed.module.css';

/**
 * What a screen shows when its data could not be loaded: what is missing,
 * that it needs the network when there is none (issue 10: not a server
 * error), and Try again, instead of a skeleton that never ends. The error bar
 * has said why (http-client).
 */
export function LoadFailed({ message, onRetry }: { message?: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <div className={styles.failed}>
      {message && <p className={styles.message}>{message}</p>}
      {!online && <p className={styles.message}>{t('loadFailed.needsConnection')}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('loadFailed.retry')}
      </button>
    </div>
  );
}
