import i18next from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { notify } from '../lib/notifications';

// DESIGN.md Offline: with registerType 'prompt' a new version waits until the
// visitor agrees; the notification bar offers Reload, which activates the
// waiting service worker and reloads the page.
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      notify({
        message: i18next.t('common:update.available'),
        type: 'info',
        autoHide: false,
        action: { label: i18next.t('common:update.reload'), run: () => void updateServiceWorker(true) },
      });
    },
  });
}
