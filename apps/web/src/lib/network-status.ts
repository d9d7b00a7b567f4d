import { createStore, useStore } from './create-store';

// Whether the browser says it has a network, for everything that shows or
// depends on it (the offline banner, the cart's outbox, checkout). One store,
// so they never disagree.
export const online = createStore(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => online.set(true));
  window.addEventListener('offline', () => online.set(false));
}

export function useOnline(): boolean {
  return useStore(online);
}
