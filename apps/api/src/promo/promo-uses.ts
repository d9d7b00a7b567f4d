import type { Database, Order } from '@labstore/db';
import { PROMO_MESSAGES } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';

/** Why an order cannot have its code's use: the code is used up, or this customer has had their uses. */
export type PromoUseRefusal = typeof PROMO_MESSAGES.usedUp | typeof PROMO_MESSAGES.customerLimit;

type OrderPromo = Pick<Order, 'id' | 'user_id' | 'promo_code_id'>;

/**
 * Issue 14: a promo code's limits (spec/03 3: total uses, uses per customer)
 * hold at submission, atomically, under any concurrency. An order's use is
 * held from its payment intent, so a code that ran out is refused before the
 * card is charged, and kept once the order is submitted. Counting a use
 * updates the code's row first: that row lock puts every use of one code in a
 * line, so the per-customer count that follows cannot race. Call inside the
 * transaction that holds the order's row lock.
 */
export function promoUses(db: Kysely<Database>) {
  async function release(orderId: string): Promise<void> {
    const released = await db.deleteFrom('promo_code_uses').where('order_id', '=', orderId).where('is_held', '=', true).returning('promo_code_id').executeTakeFirst();
    if (!released) return;
    await db
      .updateTable('promo_codes')
      .set({ total_used: sql`greatest(total_used - 1, 0)`, updated_at: sql`now()` })
      .where('id', '=', released.promo_code_id)
      .execute();
  }

  async function takeUse(order: OrderPromo & { promo_code_id: string; user_id: string }): Promise<PromoUseRefusal | null> {
    const code = await db
      .updateTable('promo_codes')
      .set({ total_used: sql`total_used + 1`, updated_at: sql`now()` })
      .where('id', '=', order.promo_code_id)
      .where((eb) => eb.or([eb('total_use_limit', '=', 0), eb('total_used', '<', eb.ref('total_use_limit'))]))
      .returning('customer_use_limit')
      .executeTakeFirst();
    if (!code) return PROMO_MESSAGES.usedUp;
    if (code.customer_use_limit > 0 && (await usesBy(order.user_id, order.promo_code_id, order.id)) >= code.customer_use_limit) {
      await db.updateTable('promo_codes').set({ total_used: sql`total_used - 1` }).where('id', '=', order.promo_code_id).execute();
      return PROMO_MESSAGES.customerLimit;
    }
    await db.insertInto('promo_code_uses').values({ order_id: order.id, promo_code_id: order.promo_code_id, user_id: order.user_id }).execute();
    return null;
  }

  /** The customer's uses of a code (held and kept), their order `exceptOrderId` left out. */
  async function usesBy(userId: string, promoCodeId: string, exceptOrderId?: string): Promise<number> {
    let query = db
      .selectFrom('promo_code_uses')
      .select((eb) => eb.fn.countAll<string>().as('uses'))
      .where('promo_code_id', '=', promoCodeId)
      .where('user_id', '=', userId);
    if (exceptOrderId) query = query.where('order_id', '<>', exceptOrderId);
    return Number((await query.executeTakeFirstOrThrow()).uses);
  }

  return {
    usesBy,
    release,

    /** What a re-check of the order's code counts: the customer's other uses, and whether this order holds one. */
    async useContext(order: OrderPromo & { promo_code_id: string }): Promise<{ usesByCustomer: number | null; heldByThisOrder: boolean }> {
      const held = await db.selectFrom('promo_code_uses').select('order_id').where('order_id', '=', order.id).where('promo_code_id', '=', order.promo_code_id).executeTakeFirst();
      return { usesByCustomer: order.user_id ? await usesBy(order.user_id, order.promo_code_id, order.id) : null, heldByThisOrder: held !== undefined };
    },

    /**
     * Holds the use of the order's code for its payment; null when held (or
     * no code). A use held for another code is given back first.
     */
    async hold(order: OrderPromo): Promise<PromoUseRefusal | null> {
      const held = await db.selectFrom('promo_code_uses').select('promo_code_id').where('order_id', '=', order.id).executeTakeFirst();
      if (held && held.promo_code_id === order.promo_code_id) return null;
      await release(order.id);
      if (!order.promo_code_id || !order.user_id) return null;
      return takeUse({ ...order, promo_code_id: order.promo_code_id, user_id: order.user_id });
    },

    /** The submitted order keeps its use for good. */
    async keep(orderId: string): Promise<void> {
      await db.updateTable('promo_code_uses').set({ is_held: false }).where('order_id', '=', orderId).execute();
    },
  };
}
