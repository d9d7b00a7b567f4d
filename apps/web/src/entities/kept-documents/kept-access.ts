import './i18n';
import i18next from 'i18next';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notifications';
import { getAuthSession } from '../../lib/session/current-session';
import { forgetAutomaticTries } from './auto-keep-tries';
import { keptContext } from './kept-context';
import { verifyPassword } from './verify-password';
import { autoKeepOn, forgetLastAccount, lastAccount, rememberLastAccount } from './kept-settings';
import { currentAccount, keptChanged, refreshKeptState } from './kept-state';

// When the key exists (docs/decisions.md "Kept on the device"): made at each
// customer sign-in from the password the server has just accepted, entered
// again after a reload, sign-out or idle timeout (checked offline against
// the vault's verifier), renewed at a password change.

export type OpenOutcome =
  | { status: 'unlocked' }
  | { status: 'wrong-password'; retryInMs: number }
  | { status: 'too-soon'; retryInMs: number }
  /** No vault for the account here (and none can be made signed out); `evicted` when the browser removed it. */
  | { status: 'nothing-kept'; evicted: boolean }
  /** Not set up, and the server that must check the password first cannot be reached. */
  | { status: 'offline' }
  | { status: 'failed'; message: string | null };

/** The unlock form: opens the current account's kept documents, or sets them up once the server accepts the password. */
export async function openKeptDocuments(password: string): Promise<OpenOutcome> {
  const accountId = currentAccount();
  if (accountId === null) return { status: 'nothing-kept', evicted: false };
  const { vault } = keptContext();
  const answer = await vault.unlock(accountId, password);
  if (answer.status === 'not-set-up') return setUpChecked(accountId, password, answer.evicted);
  if (answer.status === 'unlocked') await opened(accountId);
  return answer;
}

/**
 * An account that signed in before this feature has no vault here: the
 * password typed is checked by the server before a vault is made from it, so
 * a mistyped one never locks the customer out of their own pass.
 */
async function setUpChecked(accountId: string, password: string, evicted: boolean): Promise<OpenOutcome> {
  if (getAuthSession()?.userId !== accountId) return { status: 'nothing-kept', evicted };
  let valid: boolean;
  try {
    valid = await verifyPassword(password);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return { status: 'offline' };
    return { status: 'failed', message: error instanceof ApiError ? error.message : null };
  }
  if (!valid) return { status: 'wrong-password', retryInMs: 0 };
  const { vault } = keptContext();
  // Another tab may have set it up meanwhile: its password is this one too.
  if ((await vault.setUp(accountId, password)).status === 'already-set-up') {
    const again = await vault.unlock(accountId, password);
    if (again.status !== 'unlocked') return again.status === 'not-set-up' ? { status: 'nothing-kept', evicted: again.evicted } : again;
  }
  await opened(accountId);
  return { status: 'unlocked' };
}

const openedTasks: Array<(accountId: string) => void> = [];

/** Runs after every unlock: automatic keeping's (auto-keep.ts). */
export function addOpenedTask(task: (accountId: string) => void): void {
  openedTasks.push(task);
}

async function opened(accountId: string): Promise<void> {
  rememberLastAccount(accountId);
  await refreshKeptState();
  for (const task of openedTasks) task(accountId);
}

/**
 * After a customer signs in with a password (not a login-as): unlocks the
 * account's vault with the password the server has just accepted, or sets one
 * up. Called without waiting: PBKDF2 runs after the sign-in is done.
 */
export async function openKeptDocumentsAtSignIn(accountId: string, password: string): Promise<void> {
  rememberLastAccount(accountId);
  const { vault } = keptContext();
  try {
    const answer = await vault.unlock(accountId, password);
    switch (answer.status) {
      case 'unlocked':
        break;
      case 'not-set-up':
        await vault.setUp(accountId, password);
        if (answer.evicted) tell('notices.evicted');
        break;
      case 'wrong-password':
        await startAgain(accountId, password);
        break;
      case 'too-soon':
        // Wrong tries on this device made the vault wait; the server has
        // accepted this password, so it is tried once the wait is over.
        retryAfter(answer.retryInMs, accountId, () => openKeptDocumentsAtSignIn(accountId, password));
        return;
    }
  } catch {
    // No IndexedDB here (some private windows): the sign-in goes on without kept documents.
    return;
  }
  await opened(accountId);
}

/**
 * The server accepts the password and the vault does not: it was changed or
 * reset elsewhere, and what was kept here under the old one cannot be read.
 * It is removed, a vault is made with the new password, and the customer is
 * told to keep again (automatic keeping does it at once).
 */
async function startAgain(accountId: string, password: string): Promise<void> {
  const { vault } = keptContext();
  await vault.removeOfflineDocuments(accountId);
  forgetAutomaticTries(accountId);
  await vault.setUp(accountId, password);
  keptChanged();
  tell(autoKeepOn(accountId) ? 'notices.keptAgain' : 'notices.keepAgain');
}

function retryAfter(waitMs: number, accountId: string, retry: () => Promise<void>): void {
  setTimeout(() => {
    if (getAuthSession()?.userId === accountId) void retry();
  }, waitMs + 50);
}

/** A sign-in or password change can wait this many times for the vault's delay before it gives up. */
const REKEY_WAITS = 2;

/**
 * After the server accepted a password change: what is kept is re-encrypted
 * under the new password (lib/vault rekey: all or nothing). If that fails, the
 * records stay under the old password and the customer is told. Nothing is
 * done where no vault was set up.
 */
export async function rekeyKeptDocuments(accountId: string, oldPassword: string, newPassword: string, waits = REKEY_WAITS): Promise<void> {
  const { vault } = keptContext();
  try {
    if (!(await vault.isSetUp(accountId))) return;
    const answer = await vault.rekey(accountId, oldPassword, newPassword);
    if (answer.status === 'wrong-password') await startAgain(accountId, newPassword);
    if (answer.status === 'too-soon') {
      if (waits > 0) retryAfter(answer.retryInMs, accountId, () => rekeyKeptDocuments(accountId, oldPassword, newPassword, waits - 1));
      else tell('notices.rekeyFailed');
      return;
    }
  } catch {
    tell('notices.rekeyFailed');
    return;
  }
  await opened(accountId);
}

/** "Remove offline documents": everything the account kept on this device, with the vault itself; no password needed. */
export async function removeKeptDocuments(): Promise<void> {
  const accountId = currentAccount();
  if (accountId === null) return;
  await keptContext().vault.removeOfflineDocuments(accountId);
  forgetAutomaticTries(accountId);
  forgetLastAccount(accountId);
  keptChanged();
  await refreshKeptState();
}

/**
 * Every other account's documents kept on this device, with their vaults:
 * removing is always allowed, reading never (they stay encrypted under
 * their own passwords). The unlock form no longer offers a removed account.
 */
export async function removeKeptForOtherAccounts(): Promise<void> {
  const accountId = currentAccount();
  if (accountId === null) return;
  await keptContext().vault.removeOtherAccounts(accountId);
  const last = lastAccount();
  if (last !== null && last !== accountId) forgetLastAccount(last);
  keptChanged();
}

type Notice = 'notices.keepAgain' | 'notices.keptAgain' | 'notices.evicted' | 'notices.rekeyFailed';

function tell(notice: Notice): void {
  notify({ type: 'warning', autoHide: false, message: i18next.t(notice, { ns: 'keptDocuments' }) });
}
