/**
 * What can go wrong with the vault that a caller must handle (issue 18). The
 * expected outcomes of unlocking and rekeying are results, not errors
 * (`UnlockResult`, `RekeyResult`); these are the ones a record call throws.
 */
export type VaultErrorKind =
  /** No key in memory for this account: unlock first (after sign-out, idle timeout or a reload). */
  | 'locked'
  /** Another tab changed the password: this tab's key no longer opens the vault; it is forgotten. */
  | 'key-outdated'
  /** AES-GCM refused the record: it was altered, or moved to another account, kind or id. */
  | 'record-unreadable'
  /** The value has no JSON form (a function, `undefined`, a symbol). */
  | 'value-not-serializable'
  /** Records changed under a password change several times in a row: the change was given up, nothing lost. */
  | 'changed-during-rekey';

export class VaultError extends Error {
  constructor(readonly kind: VaultErrorKind) {
    super(`vault: ${kind}`);
    this.name = 'VaultError';
  }
}

export function isVaultError(error: unknown, kind?: VaultErrorKind): error is VaultError {
  return error instanceof VaultError && (kind === undefined || error.kind === kind);
}
