import type { Database, Order } from '@labstore/db';
import { CART_MESSAGES, ORDER_STATUS, type AddToCartBody, type AddToCartResponse, type Cart, type UpdateCartBody } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { recordAdminAction, type AdminActor } from '../audit';
import { isUuid } from '../lib/uuid';
import { AppError } from '../lib/app-error';
import { lockOpenCart, reachOrder } from '../orders/order-access';
import { ordersRepository, type OrdersRepository } from '../orders/orders.repository';
import { UNAUTHORIZED_MESSAGE, type AuthContext } from '../plugins/auth';
import { addAndPrice } from './cart-add';
import { refreshCart } from './cart-checks';
import { priceCart, storePricedChange } from './cart-pricing';
import { withoutLines } from './cart.mapper';
import { cartRepository, type CartRepository } from './cart.repository';

/**
 * A signed-in caller uses the open cart of theirs they name, else their own
 * open cart (made on their first add, or taken over from the ownerless cart
 * they name); a guest uses the ownerless cart they name, or a new one. An
 * owned cart needs its owner's session (401).
 */
async function targetCart(orders: OrdersRepository, users: CartRepository, auth: AuthContext | null, orderId: string | null | undefined): Promise<Order> {
  const named = orderId ? await orders.findOrder(orderId, { forUpdate: true }) : undefined;
  const namedOpen = named?.status === ORDER_STATUS.Cart ? named : undefined;
  if (!auth) {
    if (namedOpen?.user_id === null) return namedOpen;
    if (namedOpen) throw new AppError(401, UNAUTHORIZED_MESSAGE);
    return orders.insertCart(null, null);
  }
  await users.lockUser(auth.userId);
  // Issue 19: the status-1 order the caller names, when theirs (an administrator's temporary session changes that very order, spec/03 2).
  if (namedOpen?.user_id === auth.userId) return namedOpen;
  const own = await orders.findOpenCartOf(auth.userId, { forUpdate: true });
  if (own) return own;
  const profileId = await users.adultProfileOf(auth.userId);
  if (namedOpen?.user_id === null) {
    await orders.claimCart(namedOpen.id, auth.userId, profileId);
    return { ...namedOpen, user_id: auth.userId, profile_id: profileId };
  }
  return orders.insertCart(auth.userId, profileId);
}

/** The profile a line is for: one of the caller's (404 otherwise), or the cart's. */
async function lineProfile(repository: CartRepository, auth: AuthContext | null, order: Order, profileId: string | null | undefined): Promise<string | null> {
  // A guest has no profiles: what a device remembers from an earlier session is not theirs to name.
  if (!profileId || !auth) return order.profile_id;
  const owned = isUuid(profileId) ? await repository.profilesOfUser(auth.userId, [profileId]) : new Set<string>();
  if (!owned.has(profileId)) throw AppError.notFound();
  return profileId;
}

/** spec/02 4.3, 7 "Cart and orders": every change in one transaction that locks the order row. */
export function cartService(db: Kysely<Database>) {
  return {
    /** `actor`: the administrator behind a quasi-admin session, whose change is audited in its transaction (issue 19). */
    add(auth: AuthContext | null, body: AddToCartBody, actor?: AdminActor): Promise<AddToCartResponse> {
      return db.transaction().execute(async (trx) => {
        const users = cartRepository(trx);
        const order = await targetCart(ordersRepository(trx), users, auth, body.orderId);
        const profileId = await lineProfile(users, auth, order, body.profileId);
        const added = await addAndPrice(trx, order, { productId: body.productId, profileId, eligibility: body.eligibility ?? null });
        if (actor) await recordAdminAction(trx, actor, { action: 'order.add-item', subject: { kind: 'order', id: order.id }, after: { itemId: added.newItemId, productId: body.productId } });
        return { id: order.id, newItemId: added.newItemId, notices: added.notices, cart: added.cart };
      });
    },

    /** PUT /api/order/update/: which of the caller's profiles each line is for. */
    update(auth: AuthContext | null, body: UpdateCartBody): Promise<Cart> {
      return db.transaction().execute(async (trx) => {
        const repository = ordersRepository(trx);
        const order = await lockOpenCart(repository, body.orderId, auth);
        const lineIds = new Set((await repository.itemsOf(order.id)).filter((row) => row.parent_item_id === null).map((row) => row.id));
        if (body.items.some((item) => !lineIds.has(item.id))) throw AppError.notFound(CART_MESSAGES.itemNotFound);
        const profileIds = [...new Set(body.items.map((item) => item.ProfileId))];
        const owned = auth ? await cartRepository(trx).profilesOfUser(auth.userId, profileIds.filter(isUuid)) : new Set<string>();
        if (profileIds.some((id) => !owned.has(id))) throw AppError.notFound();
        for (const item of body.items) await repository.setLineProfile(order.id, item.id, item.ProfileId);
        return priceCart(trx, order);
      });
    },

    removeItem(auth: AuthContext | null, orderId: string, itemId: string, actor?: AdminActor): Promise<Cart> {
      return db.transaction().execute(async (trx) => {
        const repository = ordersRepository(trx);
        const order = await lockOpenCart(repository, orderId, auth);
        const { rows, fees } = await repository.readCart(order.id);
        const line = rows.find((row) => row.id === itemId && row.parent_item_id === null);
        if (!line) throw AppError.notFound(CART_MESSAGES.itemNotFound);
        if (actor) await recordAdminAction(trx, actor, { action: 'order.remove-item', subject: { kind: 'order', id: order.id }, before: { itemId: line.id, productId: line.product_id } });
        return storePricedChange(trx, order, { rows: withoutLines(rows, [line.id]), fees, removeItemIds: [line.id] });
      });
    },

    clear(auth: AuthContext | null, orderId: string): Promise<Cart> {
      return db.transaction().execute(async (trx) => {
        const repository = ordersRepository(trx);
        const order = await lockOpenCart(repository, orderId, auth);
        await repository.deleteAllItems(order.id);
        return priceCart(trx, order);
      });
    },

    /** spec/02 4.3, 4.4: opening a cart deletes inactive lines and re-checks its promo code, saying what changed. */
    get(auth: AuthContext | null, orderId: string): Promise<Cart> {
      return db.transaction().execute(async (trx) => {
        const order = await reachOrder(ordersRepository(trx), orderId, auth, { forUpdate: true });
        if (order.status !== ORDER_STATUS.Cart) return priceCart(trx, order);
        const refreshed = await refreshCart(trx, order);
        return priceCart(trx, refreshed.order, refreshed.notices, refreshed.rows);
      });
    },
  };
}
