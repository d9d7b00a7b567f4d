import type { Database, Order } from '@labstore/db';
import { CART_MESSAGES, fillTemplate, inactiveAtCheckoutMessage, ORDER_STATUS, type Notice } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { isUuid } from '../lib/uuid';
import { AppError } from '../lib/app-error';
import { ordersRepository, type CartItemRow } from '../orders/orders.repository';
import { addLine } from './cart-add';
import { recheckPromo } from './cart-checks';
import { priceCart } from './cart-pricing';
import { groupLines } from './cart.mapper';
import { cartRepository } from './cart.repository';

/**
 * What a refused guest line says (docs/decisions.md "Guest cart merge"): a
 * test the account's cart already has is simply there; an inactive one is
 * the spec's "had in your cart" notice; any other rule is named with its test.
 */
function refusalNotice(row: CartItemRow, error: AppError): Notice | null {
  if (error.message === CART_MESSAGES.alreadyInCart) return null;
  if (error.message.startsWith(CART_MESSAGES.inactiveAtAdd)) return { type: 'block', message: inactiveAtCheckoutMessage(row.name) };
  return { type: 'block', message: fillTemplate(CART_MESSAGES.mergeRefused, { name: row.name, reason: error.message }) };
}

/** Adds the guest cart's lines to the account's cart under the add rules; refused lines are skipped and named. */
async function mergeInto(trx: Kysely<Database>, guest: Order, target: Order): Promise<Notice[]> {
  const repository = ordersRepository(trx);
  const notices: Notice[] = [];
  for (const { row } of groupLines(await repository.itemsOf(guest.id))) {
    try {
      const added = await addLine(trx, target, { productId: row.product_id, profileId: target.profile_id, eligibility: await repository.eligibilityOf(row.id) });
      // A panel that absorbs one of the account's tests says so, as at an add.
      notices.push(...added.notices.filter((notice) => notice.type === 'block'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const notice = refusalNotice(row, error);
      if (notice) notices.push(notice);
    }
  }
  await repository.deleteOrder(guest.id);
  const promo = await carriedPromo(trx, guest, target);
  await priceCart(trx, promo.order);
  return [...notices, ...promo.notices];
}

/** The guest's promo code comes along when the account's cart has none and it applies to the merged cart. */
async function carriedPromo(trx: Kysely<Database>, guest: Order, target: Order): Promise<{ order: Order; notices: Notice[] }> {
  if (target.promo_code_id || !guest.promo_code_id) return { order: target, notices: [] };
  await ordersRepository(trx).setPromoCode(target.id, guest.promo_code_id);
  return recheckPromo(trx, { ...target, promo_code_id: guest.promo_code_id }, await ordersRepository(trx).itemsOf(target.id));
}

/**
 * DESIGN.md: at sign-in a guest's cart becomes the account's. With no open
 * cart of their own, the user takes it over; otherwise its lines merge into
 * theirs and the guest cart is deleted. Only an ownerless open cart is taken.
 * Answers the notices of the lines that were refused or changed.
 */
export async function takeGuestCart(db: Kysely<Database>, guestOrderId: string, userId: string): Promise<Notice[]> {
  if (!isUuid(guestOrderId)) return [];
  return db.transaction().execute(async (trx) => {
    const users = cartRepository(trx);
    const orders = ordersRepository(trx);
    await users.lockUser(userId);
    const guest = await orders.findOrder(guestOrderId, { forUpdate: true });
    if (!guest || guest.user_id !== null || guest.status !== ORDER_STATUS.Cart) return [];
    const own = await orders.findOpenCartOf(userId, { forUpdate: true });
    if (own) return mergeInto(trx, guest, own);
    const profileId = await users.adultProfileOf(userId);
    await orders.claimCart(guest.id, userId, profileId);
    return [];
  });
}
