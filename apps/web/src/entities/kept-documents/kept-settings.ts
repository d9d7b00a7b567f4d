import { keptContext } from './kept-context';

// Issue 18, docs/decisions.md "Kept on the device": two settings in
// localStorage, each an opaque account id and "1", nothing personal.

/** The account whose documents the unlock form opens when nobody is signed in (offline at the test center). */
const LAST_ACCOUNT_KEY = 'labstore-vault-last-account';
/** "Keep my documents on this phone automatically": per account and per device. */
const AUTO_KEEP_PREFIX = 'labstore-vault-auto-keep:';

export function lastAccount(): string | null {
  return keptContext().settings?.getItem(LAST_ACCOUNT_KEY) || null;
}

export function rememberLastAccount(accountId: string): void {
  keptContext().settings?.setItem(LAST_ACCOUNT_KEY, accountId);
}

/** After "Remove offline documents": the unlock form has nothing left to open for it. */
export function forgetLastAccount(accountId: string): void {
  if (lastAccount() === accountId) keptContext().settings?.removeItem(LAST_ACCOUNT_KEY);
}

export function autoKeepOn(accountId: string): boolean {
  return keptContext().settings?.getItem(AUTO_KEEP_PREFIX + accountId) === '1';
}

export function writeAutoKeep(accountId: string, on: boolean): void {
  const settings = keptContext().settings;
  if (on) settings?.setItem(AUTO_KEEP_PREFIX + accountId, '1');
  else settings?.removeItem(AUTO_KEEP_PREFIX + accountId);
}

/** This device keeps documents for someone: read at once, before the vault's state has loaded. */
export const keepsDocumentsHere = (): boolean => lastAccount() !== null;
