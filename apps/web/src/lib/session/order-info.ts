import { nonEmptyText, persistentStorage } from './session-record';

/**
 * spec/01 3 'Local order info' (orderId, profileId, orderNumber) and the promo
 * code kept beside it. The cart keeps them under these keys; signing out
 * clears them (spec/01 4).
 */
export const ORDER_INFO_KEY = 'orderInfo';
export const PROMO_CODE_KEY = 'promoCode';

/** What the cart keeps of its order: opaque ids and the order number, nothing personal. */
export interface StoredOrderInfo {
  orderId: string;
  orderNumber: number | null;
}

type OrderInfoStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The order id of the stored order info: a guest's cart, carried into the
 * account at sign-in (spec/01 7). It lives in localStorage so a guest's cart
 * outlives closing the tab (issue 9: the guest cart survives reloads and
 * works offline).
 */
export function readStoredOrderId(storage: Pick<Storage, 'getItem'> | undefined = persistentStorage()): string | null {
  const raw = storage?.getItem(ORDER_INFO_KEY);
  if (!raw) return null;
  try {
    const info: unknown = JSON.parse(raw);
    return typeof info === 'object' && info !== null ? nonEmptyText(Reflect.get(info, 'orderId')) : null;
  } catch {
    return null;
  }
}

/** Keeps the cart's order info; null forgets it (a submitted or missing cart, sign-out). */
export function writeStoredOrderInfo(info: StoredOrderInfo | null, storage: OrderInfoStorage | undefined = persistentStorage()): void {
  if (info === null) storage?.removeItem(ORDER_INFO_KEY);
  else storage?.setItem(ORDER_INFO_KEY, JSON.stringify({ orderId: info.orderId, orderNumber: info.orderNumber }));
}
