import '../i18n';
import { useTranslation } from 'react-i18next';
import styles from './load-failed.module.css';

/**
 * A list or test that could not be loaded (the server was not reached, or
 * failed). The error bar has said why (http-client); the page says what is
 * missing and offers to try again, instead of a skeleton that never ends.
 */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.failed}>
      {message && <p className={styles.message}>{message}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
