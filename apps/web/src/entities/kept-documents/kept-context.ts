import { vault, type Vault } from '../../lib/vault';

// What the kept documents work with: the app's one vault and the storage for
// the entity's two settings (the last account, automatic keeping). Tests
// give a vault with a small iteration count and a storage of their own
// (kept-documents.test-support.ts): docs/decisions.md "Kept on the device".

/** The part of localStorage the settings use. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface KeptContext {
  vault: Vault;
  settings: SettingsStorage | undefined;
}

let provided: KeptContext | undefined;

export function keptContext(): KeptContext {
  return (provided ??= { vault: vault(), settings: typeof localStorage === 'undefined' ? undefined : localStorage });
}

/** Replaces the vault and storage (tests); the next call of any kept-documents function uses them. */
export function provideKeptContext(context: KeptContext): void {
  provided = context;
}
