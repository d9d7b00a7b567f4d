import { type HeldKey } from './key-holder';
import { deriveVaultKey, newSalt } from './key-derivation';
import { MAX_UNLOCK_DELAY_MS, unlockDelayMs } from './unlock-delay';
import { markVaultKept, vaultWasKept } from './device-storage';
import { readSetup, type VaultSetup } from './vault-db';
import type { VaultContext } from './vault-context';
import { keyOpensVerifier, makeVerifier } from './verifier';

export type SetUpResult = { status: 'set-up' } | { status: 'already-set-up' };

export type UnlockResult =
  | { status: 'unlocked' }
  /** `retryInMs`: how long before the next try is accepted (0 for the first wrong tries). */
  | { status: 'wrong-password'; retryInMs: number }
  /** Tried before the wait a wrong password set was over; the password was not checked. */
  | { status: 'too-soon'; retryInMs: number }
  /** No vault for this account on this device; `evicted` when one existed and the browser removed it. */
  | { status: 'not-set-up'; evicted: boolean };

export type PasswordCheck = Exclude<UnlockResult, { status: 'unlocked' }> | { status: 'unlocked'; held: HeldKey };

/** Creates the account's vault on this device (salt, verifier) and keeps its key in memory. */
export async function setUpVault(ctx: VaultContext, accountId: string, password: string): Promise<SetUpResult> {
  const db = await ctx.db();
  if (await readSetup(db, accountId)) return { status: 'already-set-up' };
  const salt = newSalt();
  const key = await deriveVaultKey(password, salt, ctx.iterations);
  const now = ctx.now();
  const setup: VaultSetup = {
    accountId,
    salt,
    iterations: ctx.iterations,
    verifier: await makeVerifier(key, accountId),
    failedUnlocks: 0,
    nextTryAt: 0,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await addSetup(ctx, setup))) return { status: 'already-set-up' };
  ctx.holder.hold({ accountId, key, salt });
  markVaultKept(ctx.markers, accountId);
  return { status: 'set-up' };
}

/** `add`, not `put`: two tabs setting up at once must not overwrite each other's salt. */
async function addSetup(ctx: VaultContext, setup: VaultSetup): Promise<boolean> {
  try {
    await (await ctx.db()).add('setups', setup);
    return true;
  } catch {
    return false;
  }
}

/** Checks a password against the verifier, offline, counting wrong ones; does not hold the key. */
export async function checkPassword(ctx: VaultContext, accountId: string, password: string): Promise<PasswordCheck> {
  const setup = await readSetup(await ctx.db(), accountId);
  if (!setup) return { status: 'not-set-up', evicted: vaultWasKept(ctx.markers, accountId) };
  const wait = waitBeforeTry(ctx, setup);
  if (wait > 0) return { status: 'too-soon', retryInMs: wait };
  const key = await deriveVaultKey(password, setup.salt, setup.iterations);
  if (!(await keyOpensVerifier(key, accountId, setup.verifier))) {
    return { status: 'wrong-password', retryInMs: await countWrongPassword(ctx, accountId) };
  }
  if (setup.failedUnlocks > 0) await resetWrongPasswords(ctx, accountId);
  return { status: 'unlocked', held: { accountId, key, salt: setup.salt } };
}

/**
 * A wait longer than the longest delay means the device's clock was set back:
 * the try is let through rather than locking the customer out for as long as
 * the clock moved. The delay slows guessing through this page; it is no
 * defence against a copy of the database (PBKDF2's cost is).
 */
function waitBeforeTry(ctx: VaultContext, setup: VaultSetup): number {
  const wait = setup.nextTryAt - ctx.now();
  return wait > MAX_UNLOCK_DELAY_MS ? 0 : Math.max(wait, 0);
}

export async function unlockVault(ctx: VaultContext, accountId: string, password: string): Promise<UnlockResult> {
  const check = await checkPassword(ctx, accountId, password);
  if (check.status !== 'unlocked') return check;
  ctx.holder.hold(check.held);
  return { status: 'unlocked' };
}

/** Kept in IndexedDB, so a reload or another tab does not reset the wait. Returns the wait. */
async function countWrongPassword(ctx: VaultContext, accountId: string): Promise<number> {
  return updateSetup(ctx, accountId, (setup) => {
    const failedUnlocks = setup.failedUnlocks + 1;
    const delay = unlockDelayMs(failedUnlocks);
    return { setup: { ...setup, failedUnlocks, nextTryAt: ctx.now() + delay }, answer: delay };
  });
}

async function resetWrongPasswords(ctx: VaultContext, accountId: string): Promise<void> {
  await updateSetup(ctx, accountId, (setup) => ({ setup: { ...setup, failedUnlocks: 0, nextTryAt: 0 }, answer: 0 }));
}

/** Read and write in one transaction, so wrong tries in two tabs both count. */
async function updateSetup(
  ctx: VaultContext,
  accountId: string,
  change: (setup: VaultSetup) => { setup: VaultSetup; answer: number },
): Promise<number> {
  const tx = (await ctx.db()).transaction('setups', 'readwrite');
  const setup = await tx.store.get(accountId);
  if (!setup) return 0;
  const changed = change(setup);
  await Promise.all([tx.store.put({ ...changed.setup, updatedAt: ctx.now() }), tx.done]);
  return changed.answer;
}
