import type { Cart, Notice } from '@labstore/domain';
import { isNoticeType } from './cart-notices';

// The service worker checks the server's cart answers without zod (the
// domain's schemas would triple the worker's weight, as Dexie would): only
// what the replay itself reads of an answer (the cart's id, number, status
// and lines by product; the notices) is checked here. The page checks a cart
// the worker kept with the whole cartSchema before it uses it
// (cart-storage-dexie.ts), as it checks every answer it receives itself.

const isRecord = (value: unknown): value is object => typeof value === 'object' && value !== null;
const field = (value: object, name: string): unknown => Reflect.get(value, name);
const isText = (value: unknown): value is string => typeof value === 'string';

function isLine(value: unknown): boolean {
  if (!isRecord(value) || !isText(field(value, 'id'))) return false;
  const product = field(value, 'product');
  return isRecord(product) && isText(field(product, 'id')) && isText(field(product, 'name'));
}

function isNotice(value: unknown): value is Notice {
  if (!isRecord(value)) return false;
  return isNoticeType(field(value, 'type')) && isText(field(value, 'message'));
}

/** The notices of an answer (spec/02 8), or an error when they are not. */
export function noticesOf(value: unknown): Notice[] {
  if (!Array.isArray(value) || !value.every(isNotice)) throw new TypeError('unreadable notices');
  return value;
}

/** A cart as far as the replay reads it (see above), or an error: an unreadable answer, retried as a server failure (cart-sync.ts). */
export function replayableCart(value: unknown): Cart {
  if (
    !isRecord(value) ||
    !isText(field(value, 'id')) ||
    typeof field(value, 'number') !== 'number' ||
    typeof field(value, 'status') !== 'number' ||
    !Array.isArray(field(value, 'items'))
  ) {
    throw new TypeError('unreadable cart');
  }
  const items = field(value, 'items');
  if (!Array.isArray(items) || !items.every(isLine)) throw new TypeError('unreadable cart lines');
  noticesOf(field(value, 'notices'));
  // Checked as far as the replay reads it; the page checks the rest before it shows it.
  return value as Cart;
}
