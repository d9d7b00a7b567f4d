import { sameBytes } from './bytes';
import type { HeldKey } from './key-holder';
import { open, recordBinding, seal } from './record-cipher';
import { decodeValue, encodeValue } from './value-codec';
import { deleteAccount, readKindRecords, readSetup, type StoredRecord } from './vault-db';
import type { VaultContext } from './vault-context';
import { VaultError } from './vault-error';

export interface KeptRecord {
  id: string;
  value: unknown;
  updatedAt: number;
}

export function requireKey(ctx: VaultContext): HeldKey {
  const held = ctx.holder.current();
  if (!held) throw new VaultError('locked');
  return held;
}

/**
 * Encrypts and keeps a value for the signed-in account. `kind` and `id` are
 * stored in clear to find the record: they must never be personal (an order
 * or document id, "pass", "results-pdf"; never a name, a date of birth or a
 * test's name).
 */
export async function putRecord(ctx: VaultContext, kind: string, id: string, value: unknown): Promise<void> {
  const held = requireKey(ctx);
  const sealed = await seal(held.key, encodeValue(value), recordBinding(held.accountId, kind, id));
  const tx = (await ctx.db()).transaction(['setups', 'records'], 'readwrite');
  const setup = await tx.objectStore('setups').get(held.accountId);
  if (!setup || !sameBytes(setup.salt, held.salt)) return outdated(ctx, tx.done);
  const records = tx.objectStore('records');
  const existing = await records.get([held.accountId, kind, id]);
  const now = ctx.now();
  const record: StoredRecord = { accountId: held.accountId, kind, id, ...sealed, createdAt: existing?.createdAt ?? now, updatedAt: now };
  await Promise.all([records.put(record), tx.done]);
}

/** The value kept under kind and id, or undefined when nothing is kept there. */
export async function getRecord(ctx: VaultContext, kind: string, id: string): Promise<unknown> {
  const held = requireKey(ctx);
  const stored = await (await ctx.db()).get('records', [held.accountId, kind, id]);
  return stored && (await decrypt(ctx, held, stored));
}

export async function listRecords(ctx: VaultContext, kind: string): Promise<KeptRecord[]> {
  const held = requireKey(ctx);
  const stored = await readKindRecords(await ctx.db(), held.accountId, kind);
  return Promise.all(stored.map(async (record) => ({ id: record.id, value: await decrypt(ctx, held, record), updatedAt: record.updatedAt })));
}

export async function removeRecord(ctx: VaultContext, kind: string, id: string): Promise<void> {
  const held = requireKey(ctx);
  await (await ctx.db()).delete('records', [held.accountId, kind, id]);
}

/** Every record of the signed-in account; the vault stays set up and unlocked. */
export async function clearRecords(ctx: VaultContext): Promise<void> {
  const held = requireKey(ctx);
  await deleteAccount(await ctx.db(), held.accountId, false);
}

async function decrypt(ctx: VaultContext, held: HeldKey, record: StoredRecord): Promise<unknown> {
  const plaintext = await open(held.key, record, recordBinding(held.accountId, record.kind, record.id));
  if (plaintext) return decodeValue(plaintext);
  const setup = await readSetup(await ctx.db(), held.accountId);
  if (!setup || !sameBytes(setup.salt, held.salt)) return outdated(ctx, Promise.resolve());
  throw new VaultError('record-unreadable');
}

/** The password changed (or the vault was removed) in another tab: this key opens nothing any more. */
async function outdated(ctx: VaultContext, done: Promise<void>): Promise<never> {
  await done;
  ctx.holder.forget();
  throw new VaultError('key-outdated');
}
