// Issue 18, docs/decisions.md "Kept on the device": the account whose
// documents the unlock form opens when nobody is signed in, an opaque id in
// localStorage. Apart from the vault, so that pass.html's start reads it
// without loading the vault (pass-start.ts).
const LAST_ACCOUNT_KEY = 'labstore-vault-last-account';

type Settings = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const lastAccountIn = (settings: Settings | undefined): string | null => settings?.getItem(LAST_ACCOUNT_KEY) || null;

export const rememberLastAccountIn = (settings: Settings | undefined, accountId: string): void => settings?.setItem(LAST_ACCOUNT_KEY, accountId);

export const forgetLastAccountIn = (settings: Settings | undefined): void => settings?.removeItem(LAST_ACCOUNT_KEY);
