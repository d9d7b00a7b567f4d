import { keptContext } from './kept-context';
import { forgetLastAccountIn, lastAccountIn, rememberLastAccountIn } from './last-account';

// Issue 18, docs/decisions.md "Kept on the device": two settings in
// localStorage, each an opaque account id and "1", nothing personal.

/** "Keep my documents on this phone automatically": per account and per device. */
const AUTO_KEEP_PREFIX = 'labstore-vault-auto-keep:';

export function lastAccount(): string | null {
  return lastAccountIn(keptContext().settings);
}

export function rememberLastAccount(accountId: string): void {
  rememberLastAccountIn(keptContext().settings, accountId);
}

/** After "Remove offline documents": the unlock form has nothing left to open for it. */
export function forgetLastAccount(accountId: string): void {
  if (lastAccount() === accountId) forgetLastAccountIn(keptContext().settings);
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
