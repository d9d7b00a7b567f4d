import type { Database, Order } from '@labstore/db';
import {
  CART_MESSAGES,
  PROMO_MESSAGES,
  type ApplyPromoBody,
  type Cart,
  type PromoCheckResponse,
  type PromoResult,
  type PromoSummary,
} from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import { lockOpenCart } from '../orders/order-access';
import { ordersRepository } from '../orders/orders.repository';
import type { AuthContext } from '../plugins/auth';
import { promoRefusal, toPromoCheckResponse } from './promo-rules';
import { promoRepository } from './promo.repository';
import { promoUses } from './promo-uses';

function promoResult(cart: Cart, message: string): PromoResult {
  return { orderTotal: cart.orderTotal, subTotal: cart.subTotal, message, cart };
}

/** An unknown code is missing (404); a known one that cannot be used now breaks a rule (409). */
function refusalError(message: string): AppError {
  return message === PROMO_MESSAGES.notFound ? AppError.notFound(message) : new AppError(409, message);
}

/** Reprices an order in the caller's transaction and answers it (the cart's priceCart, given at composition in app.ts). */
export type PriceOrder = (trx: Kysely<Database>, order: Order) => Promise<Cart>;

/** spec/02 4.4, 7 "Promo"; spec/03 3 promo code rules. */
export function promoService(db: Kysely<Database>, priceCart: PriceOrder) {
  return {
    /** POST /api/order/promo/add: one code per order; applying another replaces it. */
    apply(auth: AuthContext | null, body: ApplyPromoBody): Promise<PromoResult> {
      return db.transaction().execute(async (trx) => {
        const repository = ordersRepository(trx);
        const promos = promoRepository(trx);
        const order = await lockOpenCart(repository, body.orderId, auth);
        const [promo, rows] = await Promise.all([promos.findByCode(body.code), repository.itemsOf(order.id)]);
        const refusal = promoRefusal(promo, {
          ...(promo ? await promoUses(trx).useContext({ ...order, promo_code_id: promo.id }) : { usesByCustomer: null }),
          cartProductIds: rows.filter((row) => row.parent_item_id === null).map((row) => row.product_id),
        });
        if (refusal !== null || !promo) throw refusalError(refusal ?? PROMO_MESSAGES.notFound);
        await repository.setPromoCode(order.id, promo.id);
        return promoResult(await priceCart(trx, { ...order, promo_code_id: promo.id }), CART_MESSAGES.promoApplied);
      });
    },

    /** GET /api/order/promo/remove/{id}, the order's id. */
    remove(auth: AuthContext | null, orderId: string): Promise<PromoResult> {
      return db.transaction().execute(async (trx) => {
        const repository = ordersRepository(trx);
        const order = await lockOpenCart(repository, orderId, auth);
        if (!order.promo_code_id) throw new AppError(409, PROMO_MESSAGES.noPromoApplied);
        await repository.setPromoCode(order.id, null);
        return promoResult(await priceCart(trx, { ...order, promo_code_id: null }), CART_MESSAGES.promoRemoved);
      });
    },

    /** GET /api/promo/check: usable now (and by this customer), without a cart to match. */
    async check(auth: AuthContext | null, code: string): Promise<PromoCheckResponse> {
      const promos = promoRepository(db);
      const promo = await promos.findByCode(code);
      const refusal = promoRefusal(promo, { usesByCustomer: auth && promo ? await promoUses(db).usesBy(auth.userId, promo.id) : null, cartProductIds: null });
      if (refusal !== null || !promo) throw AppError.notFound(refusal ?? PROMO_MESSAGES.notFound);
      return toPromoCheckResponse(promo);
    },

    /** GET /api/promo/get/{id}: what the promo panel shows of a stored code. */
    async summary(id: string): Promise<PromoSummary> {
      const promo = isUuid(id) ? await promoRepository(db).findById(id) : undefined;
      if (!promo) throw AppError.notFound(PROMO_MESSAGES.notFound);
      return { code: promo.code, isBlured: promo.is_blured };
    },
  };
}
