import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/create-store';
import { addSignOutTask, getAuthSession, subscribeAuthSession } from '../../lib/session/current-session';
import { keptContext } from './kept-context';
import { autoKeepOn, lastAccount } from './kept-settings';

// What every screen knows of the kept documents: whose they are, whether
// they are set up and unlocked, evicted, and the automatic-keeping setting.
// docs/decisions.md "Kept on the device (issue 18)".

export interface KeptDocumentsState {
  /** The account whose documents this device keeps and unlocks: the signed-in one, else the last one that kept any here; null when none. */
  accountId: string | null;
  /** A vault is set up on this device for that account. */
  setUp: boolean;
  /** Its key is in memory: kept documents can be read and new ones kept. */
  unlocked: boolean;
  /** The browser removed what was kept (storage eviction). */
  evicted: boolean;
  /** The profile setting: keep the pass and results automatically once approved (per account, on this device). */
  autoKeep: boolean;
}

const NONE: KeptDocumentsState = { accountId: null, setUp: false, unlocked: false, evicted: false, autoKeep: false };

const state = createStore<KeptDocumentsState>(NONE);

/** Counts keeps and removals, so a screen showing what is kept reads it again. */
export const keptRevision = createStore(0);

export const keptChanged = (): void => keptRevision.set((revision) => revision + 1);

/** The signed-in account, else the last one that kept documents here (signed out, offline). */
export function currentAccount(): string | null {
  return getAuthSession()?.userId ?? lastAccount();
}

/** The current account when its key is in memory; only then are records read or written. */
export function unlockedAccount(): string | null {
  const accountId = currentAccount();
  return accountId !== null && keptContext().vault.isUnlocked(accountId) ? accountId : null;
}

let reads = 0;

/** Reads the state again (IndexedDB for setup and eviction); screens re-render when it changed. */
export async function refreshKeptState(): Promise<void> {
  const read = ++reads;
  const { vault } = keptContext();
  const accountId = currentAccount();
  const known = accountId === null ? { setUp: false, evicted: false } : await readSetup(accountId);
  if (read !== reads) return;
  const next: KeptDocumentsState = {
    accountId,
    ...known,
    unlocked: accountId !== null && vault.isUnlocked(accountId),
    autoKeep: accountId !== null && autoKeepOn(accountId),
  };
  if (!sameState(state.get(), next)) state.set(next);
}

async function readSetup(accountId: string): Promise<{ setUp: boolean; evicted: boolean }> {
  const { vault } = keptContext();
  try {
    const [setUp, evicted] = await Promise.all([vault.isSetUp(accountId), vault.wasEvicted(accountId)]);
    return { setUp, evicted };
  } catch {
    // No IndexedDB (a private window of some browsers): nothing can be kept.
    return { setUp: false, evicted: false };
  }
}

const sameState = (a: KeptDocumentsState, b: KeptDocumentsState): boolean =>
  a.accountId === b.accountId && a.setUp === b.setUp && a.unlocked === b.unlocked && a.evicted === b.evicted && a.autoKeep === b.autoKeep;

/** Forgets the key: sign-out, idle timeout, another account signing in. The records stay, encrypted. */
export function lockKeptDocuments(): void {
  keptContext().vault.lock();
  void refreshKeptState();
}

// Another account signing in (or the session ending) must not find the
// previous account's key in memory: a key held for anyone but the current
// account is forgotten.
subscribeAuthSession(() => {
  if (unlockedAccount() === null) keptContext().vault.lock();
  void refreshKeptState();
});

// docs/decisions.md: the key goes at sign-out (the page reloads then too, and
// idle timeout signs out the same way: features/idle).
addSignOutTask(lockKeptDocuments);

/** The state now, for code outside React. */
export const keptStateNow = (): KeptDocumentsState => state.get();

/** Re-renders when the kept documents' state changes (unlock, lock, keep, remove). */
export function useKeptDocuments(): KeptDocumentsState {
  useEffect(() => {
    void refreshKeptState();
  }, []);
  return useStore(state);
}
