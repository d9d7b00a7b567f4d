import '../i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useIdleLogout } from '../hooks/use-idle-logout';
import { formatCountdown } from '../idle-machine';
import styles from './idle-warning.module.css';

/**
 * spec/01 2.5 and 4: the idle warning. Mounted once in the shell; it tracks
 * activity while someone is signed in and shows the countdown when they have
 * been idle. Stay, Esc, the close button and the backdrop all cancel it.
 */
export function IdleWarning() {
  const { t } = useTranslation('idle');
  const { view, stay } = useIdleLogout();
  const open = view.phase === 'warning';
  const stayButton = useRef<HTMLButtonElement>(null);

  // The dialog opens in its own (child) effect first; then Stay takes the
  // focus, so Enter or Space answers the question at once.
  useEffect(() => {
    if (open) stayButton.current?.focus();
  }, [open]);

  const countdown = formatCountdown(view.secondsLeft);
  return (
    <Dialog open={open} onClose={stay} title={t('title')} size="small">
      {open && (
        <div className={styles.body}>
          <p className={styles.message}>{t('message')}</p>
          <p
            className={styles.countdown}
            role="timer"
            aria-label={t('timeLeft', { minutes: Math.floor(view.secondsLeft / 60), seconds: view.secondsLeft % 60 })}
          >
            {countdown}
          </p>
          <button ref={stayButton} type="button" className={styles.stay} onClick={stay}>
            {t('stay')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
