// Issue 18: documents and results kept on the device, encrypted under a key
// derived from the customer's password. See docs/decisions.md, "The on-device
// vault (issue 18)".
import { createVault, type Vault } from './vault';

export { PBKDF2_ITERATIONS } from './key-derivation';
export type { PersistenceAnswer } from './device-storage';
export type { KeptRecord } from './records';
export type { RekeyResult } from './rekey';
export type { SetUpResult, UnlockResult } from './unlock';
export { isVaultError, VaultError, type VaultErrorKind } from './vault-error';
export { createVault, type OtherAccountsKept, type Vault, type VaultOptions } from './vault';

let appVault: Vault | undefined;

/** The app's one vault (database `labstore-vault`, the real iteration count, localStorage markers). */
export function vault(): Vault {
  return (appVault ??= createVault());
}
