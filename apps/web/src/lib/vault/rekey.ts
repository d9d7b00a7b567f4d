import { type Bytes, sameBytes } from './bytes';
import type { HeldKey } from './key-holder';
import { deriveVaultKey, newSalt } from './key-derivation';
import { open, recordBinding, seal } from './record-cipher';
import { checkPassword, type UnlockResult } from './unlock';
import { readAccountRecords, recordKey, type StoredRecord } from './vault-db';
import type { VaultContext } from './vault-context';
import { VaultError } from './vault-error';
import { makeVerifier } from './verifier';

export type RekeyResult = { status: 'rekeyed' } | Exclude<UnlockResult, { status: 'unlocked' }>;

/** Another tab writing during a password change makes us start over; this many times at most. */
const REKEY_ATTEMPTS = 3;

interface Plain {
  record: StoredRecord;
  plaintext: Bytes;
}

/**
 * Issue 18: a password change re-encrypts what is kept, without losing it.
 * Every record is decrypted and re-encrypted in memory under a new salt and
 * key, then written with the new setup in one IndexedDB transaction: an
 * interruption leaves the old records and password in place, never a mix.
 * The new vault gets the current iteration count.
 */
export async function rekeyVault(ctx: VaultContext, accountId: string, oldPassword: string, newPassword: string): Promise<RekeyResult> {
  for (let attempt = 0; attempt < REKEY_ATTEMPTS; attempt++) {
    const check = await checkPassword(ctx, accountId, oldPassword);
    if (check.status !== 'unlocked') return check;
    const held = await rekeyOnce(ctx, check.held, newPassword);
    if (held) {
      ctx.holder.hold(held);
      return { status: 'rekeyed' };
    }
  }
  throw new VaultError('changed-during-rekey');
}

async function rekeyOnce(ctx: VaultContext, old: HeldKey, newPassword: string): Promise<HeldKey | undefined> {
  const snapshot = await readAccountRecords(await ctx.db(), old.accountId);
  const plain = await Promise.all(snapshot.map((record) => decryptForRekey(old, record)));
  const salt = newSalt();
  const key = await deriveVaultKey(newPassword, salt, ctx.iterations);
  const held: HeldKey = { accountId: old.accountId, key, salt };
  const records = await Promise.all(plain.map((item) => reseal(held, item)));
  return (await commit(ctx, old, held, snapshot, records)) ? held : undefined;
}

async function decryptForRekey(old: HeldKey, record: StoredRecord): Promise<Plain> {
  const plaintext = await open(old.key, record, recordBinding(old.accountId, record.kind, record.id));
  if (!plaintext) throw new VaultError('record-unreadable');
  return { record, plaintext };
}

async function reseal(held: HeldKey, { record, plaintext }: Plain): Promise<StoredRecord> {
  const sealed = await seal(held.key, plaintext, recordBinding(held.accountId, record.kind, record.id));
  return { ...record, ...sealed };
}

/** Writes the new records and setup at once, unless another tab changed either since the snapshot. */
async function commit(ctx: VaultContext, old: HeldKey, next: HeldKey, snapshot: StoredRecord[], records: StoredRecord[]): Promise<boolean> {
  const verifier = await makeVerifier(next.key, next.accountId);
  const tx = (await ctx.db()).transaction(['setups', 'records'], 'readwrite');
  const store = tx.objectStore('records');
  const setup = await tx.objectStore('setups').get(old.accountId);
  const current = await store.index('byAccount').getAll(old.accountId);
  if (!setup || !sameBytes(setup.salt, old.salt) || !sameRecords(snapshot, current)) {
    await tx.done;
    return false;
  }
  const renewed = { ...setup, salt: next.salt, iterations: ctx.iterations, verifier, failedUnlocks: 0, nextTryAt: 0, updatedAt: ctx.now() };
  await Promise.all([...records.map((record) => store.put(record)), tx.objectStore('setups').put(renewed), tx.done]);
  return true;
}

function sameRecords(snapshot: StoredRecord[], current: StoredRecord[]): boolean {
  const ivs = new Map(snapshot.map((record) => [JSON.stringify(recordKey(record)), record.iv]));
  return (
    current.length === snapshot.length &&
    current.every((record) => {
      const iv = ivs.get(JSON.stringify(recordKey(record)));
      return iv !== undefined && sameBytes(iv, record.iv);
    })
  );
}
