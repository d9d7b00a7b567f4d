import i18next from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { notify } from '../lib/notifications';

// A tab left open for days would otherwise never hear of a deploy: the
// browser looks for a new sw.js only on navigations, and this app navigates
// without them. The plugin's recipe (vite-pwa-org.netlify.app/guide/periodic-sw-updates).
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
// Coming back to the tab checks too, but not on every switch between tabs.
const MIN_CHECK_SPACING_MS = 5 * 60 * 1000;

/**
 * DESIGN.md Offline: with registerType 'prompt' a new version waits until the
 * visitor agrees; the notification bar says so and offers Reload, which
 * lets the new service worker take over and reloads the page on the new build.
 *
 * The plugin's registerSW (workbox-window underneath) registers the worker
 * and sends the waiting one SKIP_WAITING, but it reloads only on workbox's
 * 'controlling' event, i.e. when the new worker takes over this page. A page
 * no worker controls never gets that event: the visit that installed the
 * first worker stays uncontrolled (no clients.claim in prompt mode) until it
 * is reloaded. There Reload activated the new worker and then did nothing,
 * leaving the old build running against a server whose old chunks are gone.
 * So this module follows the workers itself: it reloads once the worker it
 * asked to take over is active, whether or not it controls the page, and it
 * offers Reload on any new version, waiting or (for an uncontrolled page)
 * already active.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;
  let offered: ServiceWorker | undefined;
  let reloading = false;
  let lastCheck = Date.now();

  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  const updateServiceWorker = registerSW({
    // The plugin's own reload when the new worker takes over; one reload only.
    onNeedReload: reload,
    onRegisteredSW(_url, registered) {
      if (!registered) return;
      registration = registered;
      // Already waiting from an earlier visit, or found while this page
      // loaded, before workbox-window listened for it.
      if (registered.waiting) offer(registered.waiting);
      if (registered.installing && registered.active) follow(registered.installing);
      registered.addEventListener('updatefound', () => {
        // The first worker installing is not a new version of anything.
        if (registered.installing && registered.active) follow(registered.installing);
      });
      window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && Date.now() - lastCheck >= MIN_CHECK_SPACING_MS) checkForUpdate();
      });
    },
  });

  // Another tab's Reload made a new worker take over this page too: this
  // page's code belongs to the old build, whose files the new worker's cache
  // and the server no longer have, so it reloads as well.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) reload();
  });

  function follow(worker: ServiceWorker): void {
    worker.addEventListener('statechange', () => {
      // Installed: it waits for this page (and any other) to let it take
      // over. Activated without this page's consent: nothing was using the
      // old one (this page is uncontrolled), so this page is already stale.
      if (worker.state === 'installed' || (worker.state === 'activated' && navigator.serviceWorker.controller !== worker)) offer(worker);
    });
  }

  function offer(worker: ServiceWorker): void {
    if (offered === worker || reloading) return;
    offered = worker;
    notify({
      message: i18next.t('common:update.available'),
      type: 'info',
      autoHide: false,
      action: { label: i18next.t('common:update.reload'), run: applyUpdate },
    });
  }

  function applyUpdate(): void {
    const waiting = registration?.waiting;
    // Nothing waits: the newest worker is already active and the next load gets its build.
    if (!waiting) {
      reload();
      return;
    }
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') reload();
    });
    // workbox-window's messageSkipWaiting(): SKIP_WAITING to the waiting worker.
    void updateServiceWorker();
  }

  function checkForUpdate(): void {
    if (!registration || !navigator.onLine) return;
    lastCheck = Date.now();
    // Offline after all, or the server mid-deploy: the next check tries again.
    registration.update().catch(() => undefined);
  }
}
