import { nonEmptyText, tabStorage } from './session-record';

/**
 * spec/01 3 'Local order info' (orderId, profileId, orderNumber) and the promo
 * code kept beside it. The cart keeps them under these keys; signing out
 * clears them (spec/01 4).
 */
export const ORDER_INFO_KEY = 'orderInfo';
export const PROMO_CODE_KEY = 'promoCode';

/** The order id of the stored order info (a guest's cart, carried into the account at sign-in, spec/01 7). */
export function readStoredOrderId(storage: Pick<Storage, 'getItem'> | undefined = tabStorage()): string | null {
  const raw = storage?.getItem(ORDER_INFO_KEY);
  if (!raw) return null;
  try {
    const info: unknown = JSON.parse(raw);
    return typeof info === 'object' && info !== null ? nonEmptyText(Reflect.get(info, 'orderId')) : null;
  } catch {
    return null;
  }
}

