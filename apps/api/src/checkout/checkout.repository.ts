import type { CheckoutAttemptsTable, Database, Order, PaymentTransactionsTable } from '@labstore/db';
import { ADDRESS_TYPE, ORDER_STATUS, PAYMENT_STATUS } from '@labstore/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';

export type CheckoutAttempt = Selectable<CheckoutAttemptsTable>;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function checkoutRepository(db: Kysely<Database>) {
  return {
    findOrder(orderId: string): Promise<Order | undefined> {
      if (!isUuid(orderId)) return Promise.resolve(undefined);
      return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    },

    homeAddressOf(profileId: string): Promise<{ state: string; zip: string } | undefined> {
      return db
        .selectFrom('addresses')
        .select(['state', 'zip'])
        .where('profile_id', '=', profileId)
        .where('address_type', '=', ADDRESS_TYPE.Home)
        .executeTakeFirst();
    },

    latestAttempt(orderId: string): Promise<CheckoutAttempt | undefined> {
      return db.selectFrom('checkout_attempts').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    },

    findAttempt(provider: CheckoutAttempt['provider'], intentId: string): Promise<CheckoutAttempt | undefined> {
      return db.selectFrom('checkout_attempts').selectAll().where('provider', '=', provider).where('provider_intent_id', '=', intentId).executeTakeFirst();
    },

    /** An intent used again becomes the order's latest attempt again. */
    async recordAttempt(attempt: Insertable<CheckoutAttemptsTable>): Promise<void> {
      await db
        .insertInto('checkout_attempts')
        .values(attempt)
        .onConflict((conflict) => conflict.columns(['provider', 'provider_intent_id']).doUpdateSet({ created_at: sql<Date>`now()` }))
        .execute();
    },

    /**
     * The one move from cart to Submitted: only a cart, and only at the total
     * that was paid, so a second caller (or a changed cart) moves nothing.
     */
    submit(orderId: string, totalCents: number, paymentSkipped: boolean): Promise<{ number: number } | undefined> {
      return db
        .updateTable('orders')
        .set({ status: ORDER_STATUS.Submitted, submitted_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, is_payment_skipped: paymentSkipped })
        .where('id', '=', orderId)
        .where('status', '=', ORDER_STATUS.Cart)
        .where('order_total_cents', '=', totalCents)
        .returning('number')
        .executeTakeFirst();
    },

    async insertPayment(payment: Insertable<PaymentTransactionsTable>): Promise<void> {
      await db.insertInto('payment_transactions').values(payment).execute();
    },

    succeededPayment(orderId: string): Promise<Selectable<PaymentTransactionsTable> | undefined> {
      return db.selectFrom('payment_transactions').selectAll().where('order_id', '=', orderId).where('status', '=', PAYMENT_STATUS.Succeeded).executeTakeFirst();
    },
  };
}
