import { formatCountdown } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { paths } from '../../../lib/paths';
import { approvalWait, minutesLeft } from '../approval-wait';
import styles from './approval-countdown.module.css';

const TICK_MS = 1000;

/** The time now, again every second while `live`. */
function useNow(live: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [live]);
  return now;
}

/**
 * spec/02 4.2: when the physician is expected to approve the order, as a link
 * to the help article on approval time (the checkout success dialog's). The
 * hh:mm:ss changes every second for the eye; a polite live region says the
 * minutes, so a screen reader hears at most one update a minute.
 */
export function ApprovalCountdown({ submittedDate }: { submittedDate: string }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const submitted = new Date(submittedDate);
  const initial = approvalWait(submitted, new Date());
  const now = useNow(initial.kind !== 'asap');
  const wait = approvalWait(submitted, now);
  const announcement = wait.kind === 'countdown' ? t('approval.announceMinutes', { count: minutesLeft(wait.remainingMs) }) : '';

  const shown = (() => {
    switch (wait.kind) {
      case 'countdown':
        return (
          <>
            <span aria-hidden="true">
              {t('approval.countdown')}{' '}
              <time className={styles.clock} dateTime={wait.slotAt.toISOString()}>
                {formatCountdown(wait.remainingMs)}
              </time>
            </span>
            <span className="visually-hidden">{announcement}</span>
          </>
        );
      case 'morning':
        return wait.day === 'tomorrow' ? t('approval.tomorrow') : t('approval.onDate', { date: formats.date(wait.day) });
      case 'asap':
        return t('approval.asap');
    }
  })();

  return (
    <div className={styles.countdown}>
      <Link {...paths.contentPage('faq')} className={styles.link}>
        {shown}
        <span className="visually-hidden"> ({t('approval.help')})</span>
      </Link>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
