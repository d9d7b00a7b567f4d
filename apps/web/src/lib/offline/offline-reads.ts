import { ApiError } from '../api-error';
import { afterFirstScreen } from '../first-screen';
import { online } from '../network-status';
import { notify } from '../notifications';
import type { OfflineStore } from './offline-store';

// How a public read falls back to the device's copy (DESIGN.md Offline): the
// network first, always, so prices are fresh whenever it is there; the copy
// only when the server was not reached (status 0). A copy that cannot answer
// rethrows the network error, and the screen says it needs a connection;
// while the browser believes it is online, the error bar also says the
// server could not be reached (offline, the banner has said it already).
// The store's chunk loads only on that path and when keeping.

const loadStore = (): Promise<OfflineStore> => import('./offline-store').then((module) => module.offlineStore);

/** The HTTP client's `silent` for reads that fall back: the device's copy answers, so "no network" is no error to show. */
export const UNREACHED = 0;

export async function readWithOfflineFallback<T>(read: () => Promise<T>, fromDevice: (store: OfflineStore) => Promise<T | undefined>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== UNREACHED) throw error;
    const kept = await loadStore()
      .then(fromDevice)
      .catch(() => undefined);
    if (kept === undefined) {
      if (online.get()) notify({ message: error.message, type: 'error' });
      throw error;
    }
    return kept;
  }
}

/** Keeps a public answer for later offline reading; a full or unavailable IndexedDB only means it is not kept. */
export function keepOnDevice(keep: (store: OfflineStore) => Promise<void>): void {
  // Dexie and the write wait for the first screen (lib/first-screen.ts).
  afterFirstScreen()
    .then(loadStore)
    .then(keep)
    .catch(() => undefined);
}
