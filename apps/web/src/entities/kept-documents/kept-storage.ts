import type { OtherAccountsKept, PersistenceAnswer } from '../../lib/vault';
import { keptContext } from './kept-context';
import { currentAccount } from './kept-state';

// Issue 18: "Storage can be evicted: ask for persistent storage, show how
// much is kept". For the profile's "On this phone" panel.

export type { OtherAccountsKept, PersistenceAnswer };

/** Bytes kept: the browser's estimate for the site, or the vault's own records where it gives none. */
export const keptBytes = (): Promise<number> => keptContext().vault.usage();

/** Asks the browser not to remove what is kept when space runs low (`navigator.storage.persist()`). */
export const requestKeptPersistence = (): Promise<PersistenceAnswer> => keptContext().vault.requestPersistence();

const NONE_OTHER: OtherAccountsKept = { accounts: 0, bytes: 0 };

/**
 * Documents other accounts keep on this device, for the panel's "Remove
 * them": how many accounts and their size, never whose (docs/decisions.md
 * "Kept on the device"). Read without a key.
 */
export async function keptForOtherAccounts(): Promise<OtherAccountsKept> {
  const accountId = currentAccount();
  return accountId === null ? NONE_OTHER : keptContext().vault.otherAccountsKept(accountId);
}
