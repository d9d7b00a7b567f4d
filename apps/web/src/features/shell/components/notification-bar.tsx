import { exhaustiveMap } from '@labstore/domain';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BlockIcon, CheckCircleIcon, ErrorIcon, InfoIcon, TimesIcon, WarningIcon } from '../../../components/ui/icons';
import { useTopModal } from '../../../components/ui/open-modals';
import { openDialog } from '../../../lib/dialogs';
import {
  dismissNotification,
  hidesByItself,
  useCurrentNotification,
  type Notification,
  type NotificationType,
} from '../../../lib/notifications';
import styles from './notification-bar.module.css';

const ICONS = exhaustiveMap<Record<NotificationType, ReactElement>>({
  info: <InfoIcon className={styles.icon} width="22" height="22" />,
  success: <CheckCircleIcon className={styles.icon} width="22" height="22" />,
  error: <ErrorIcon className={styles.icon} width="22" height="22" />,
  warning: <WarningIcon className={styles.icon} width="22" height="22" />,
  block: <BlockIcon className={styles.icon} width="22" height="22" />,
});

/** Problems interrupt a screen reader; confirmations wait their turn. */
const URGENT: ReadonlySet<NotificationType> = new Set(['error', 'warning', 'block']);

/**
 * spec/01 2.2, spec/02 2.9: the notification bar, a centred overlay at the
 * top. While a modal dialog is open the bar is rendered inside it: the
 * dialog is in the browser's top layer and the page behind it is inert, so
 * only there is a notification seen above it and its buttons usable
 * (components/ui/open-modals.ts).
 */
export function NotificationBar() {
  const notification = useCurrentNotification();
  const topModal = useTopModal();
  const onDashboard = useRouterState({ select: (state) => state.location.pathname.startsWith('/dashboard') });
  const region = (
    <div className={styles.region}>
      {notification && <NotificationView key={notification.id} notification={notification} onDashboard={onDashboard} />}
    </div>
  );
  return topModal ? createPortal(region, topModal) : region;
}

function NotificationView({ notification, onDashboard }: { notification: Notification; onDashboard: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const timer = useHideTimer(notification, hidesByItself(notification, onDashboard));
  const dismiss = () => dismissNotification(notification.id);
  // hideOnHover: pointing at the message dismisses it; otherwise pointing or
  // focusing holds it open so it can be read (WCAG 2.2.1).
  const onEnter = notification.hideOnHover ? dismiss : timer.pause;

  return (
    <div
      className={`${styles.bar} ${styles[notification.type]}`}
      role={URGENT.has(notification.type) ? 'alert' : 'status'}
      onMouseEnter={onEnter}
      onMouseLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={timer.resume}
    >
      {ICONS.get(notification.type)}
      <div className={styles.message}>
        <span className="visually-hidden">{t(`notification.kinds.${notification.type}`)}: </span>
        {notification.isHtml ? (
          // Trusted markup from this code base only (see NotifyOptions.isHtml).
          <span dangerouslySetInnerHTML={{ __html: notification.message }} />
        ) : (
          notification.message
        )}
      </div>
      {(notification.contact || notification.action) && (
        <div className={styles.actions}>
          {notification.contact && (
            <button type="button" className={styles.button} onClick={() => openDialog('support')}>
              {t('notification.contact')}
            </button>
          )}
          {notification.action && (
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                notification.action?.run();
                dismiss();
              }}
            >
              {notification.action.label}
            </button>
          )}
        </div>
      )}
      {notification.allowClose && (
        <button type="button" className={styles.close} onClick={dismiss} aria-label={t('common:close')}>
          <TimesIcon width="18" height="18" />
        </button>
      )}
    </div>
  );
}

/** Hides the message after its delay; pausing keeps the time left for when it resumes. */
function useHideTimer(notification: Notification, autoHide: boolean) {
  const remaining = useRef(notification.hideDelay);
  const startedAt = useRef(0);
  const handle = useRef<number | undefined>(undefined);

  const resume = () => {
    if (!autoHide || handle.current !== undefined) return;
    startedAt.current = Date.now();
    handle.current = window.setTimeout(() => dismissNotification(notification.id), remaining.current);
  };
  const pause = () => {
    if (handle.current === undefined) return;
    window.clearTimeout(handle.current);
    handle.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  };

  const resumeOnChange = useEffectEvent(resume);
  const pauseOnChange = useEffectEvent(pause);
  useEffect(() => {
    resumeOnChange();
    return () => pauseOnChange();
  }, [autoHide]);

  return { pause, resume };
}
