import type { PersistenceAnswer } from '../../lib/vault';
import { keptContext } from './kept-context';

// Issue 18: "Storage can be evicted: ask for persistent storage, show how
// much is kept". For the profile's "On this phone" panel.

export type { PersistenceAnswer };

/** Bytes kept: the browser's estimate for the site, or the vault's own records where it gives none. */
export const keptBytes = (): Promise<number> => keptContext().vault.usage();

/** Asks the browser not to remove what is kept when space runs low (`navigator.storage.persist()`). */
export const requestKeptPersistence = (): Promise<PersistenceAnswer> => keptContext().vault.requestPersistence();
