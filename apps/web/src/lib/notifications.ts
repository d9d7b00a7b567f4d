import { NOTIFICATION_HIDE_DELAY_MS } from '@labstore/domain';
import { createStore, useStore } from './create-store';

// spec/01 2.2 and spec/02 2.9: the notification bar. One message at a time; a
// new one replaces the one showing.

export const NOTIFICATION_TYPES = ['info', 'success', 'error', 'warning', 'block'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotifyOptions {
  message: string;
  /** Default 'info'. */
  type?: NotificationType;
  /** Default true, except for 'block', which waits to be closed. */
  autoHide?: boolean;
  /** Shows a Contact Support button that opens the help widget. */
  contact?: boolean;
  /** Default NOTIFICATION_HIDE_DELAY_MS. */
  hideDelay?: number;
  /**
   * Renders message as HTML. Only for markup written in this code base (a
   * message with a link, say): never pass text from a server or a user here,
   * it is not sanitized.
   */
  isHtml?: boolean;
  /** Shows a close button. Default true; a message that does not hide by itself always gets one. */
  allowClose?: boolean;
  /** Hovering hides the message; otherwise hovering pauses its timer. */
  hideOnHover?: boolean;
  /** One button, such as Reload when an update is available. */
  action?: { label: string; run: () => void };
}

export type Notification = Required<Omit<NotifyOptions, 'action'>> & Pick<NotifyOptions, 'action'> & { id: number };

export function resolveNotification(options: NotifyOptions, id: number): Notification {
  const type = options.type ?? 'info';
  const autoHide = options.autoHide ?? type !== 'block';
  return {
    id,
    message: options.message,
    type,
    autoHide,
    contact: options.contact ?? false,
    hideDelay: options.hideDelay ?? NOTIFICATION_HIDE_DELAY_MS,
    isHtml: options.isHtml ?? false,
    allowClose: !autoHide || (options.allowClose ?? true),
    hideOnHover: options.hideOnHover ?? false,
    action: options.action,
  };
}

/** spec/01 2.2: on the dashboard every message hides by itself. */
export function hidesByItself(notification: Notification, onDashboard: boolean): boolean {
  return onDashboard || notification.autoHide;
}

const current = createStore<Notification | null>(null);
let lastId = 0;

export function notify(options: NotifyOptions): void {
  lastId += 1;
  current.set(resolveNotification(options, lastId));
}

/** Takes down whatever shows, e.g. a declined card's error once the order has gone through. */
export function clearNotification(): void {
  current.set(null);
}

export function dismissNotification(id: number): void {
  current.set((showing) => (showing?.id === id ? null : showing));
}

export function useCurrentNotification(): Notification | null {
  return useStore(current);
}

/** The way screens raise a message: `const notify = useNotify(); notify({ message, type: 'success' })`. */
export function useNotify(): typeof notify {
  return notify;
}
