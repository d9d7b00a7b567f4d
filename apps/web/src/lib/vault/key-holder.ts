import type { Bytes } from './bytes';

/** The one place a vault key lives: memory, for one account, until cleared. */
export interface HeldKey {
  accountId: string;
  key: CryptoKey;
  /** The salt the key was derived with: a password change in another tab makes it stale. */
  salt: Bytes;
}

export class KeyHolder {
  private held: HeldKey | undefined;

  hold(key: HeldKey): void {
    this.held = key;
  }

  keyFor(accountId: string): HeldKey | undefined {
    return this.held?.accountId === accountId ? this.held : undefined;
  }

  current(): HeldKey | undefined {
    return this.held;
  }

  forget(): void {
    this.held = undefined;
  }
}
