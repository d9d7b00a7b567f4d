import { PROMO_CODE_MAX_LENGTH } from '@labstore/domain';
import { PROMO_CODE_KEY } from '../../lib/session/order-info';
import { tabStorage } from '../../lib/session/session-record';

// spec/02 4.4: an applied code, or one a promo link carried, is kept for the
// session (this tab), beside the order info; signing out clears it with the
// rest of the order records (lib/session/session-store.ts).

type CodeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readStoredPromoCode(storage: CodeStorage | undefined = tabStorage()): string | null {
  const code = storage?.getItem(PROMO_CODE_KEY)?.trim();
  return code && code.length <= PROMO_CODE_MAX_LENGTH ? code : null;
}

export function storePromoCode(code: string, storage: CodeStorage | undefined = tabStorage()): void {
  storage?.setItem(PROMO_CODE_KEY, code.trim());
}

export function forgetPromoCode(storage: CodeStorage | undefined = tabStorage()): void {
  storage?.removeItem(PROMO_CODE_KEY);
}
