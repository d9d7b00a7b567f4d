import { useTranslation } from 'react-i18next';
import { useRequestsInFlight } from '../../../lib/request-progress';
import styles from './progress-bar.module.css';

/** spec/01 2.2: a thin bar at the top while any request is in flight. */
export function ProgressBar() {
  const { t } = useTranslation('common');
  const inFlight = useRequestsInFlight();
  if (inFlight === 0) return null;
  return (
    <div className={styles.track} role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <span className={styles.indicator} />
    </div>
  );
}
