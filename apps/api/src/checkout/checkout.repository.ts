import type { AttemptCancelReason, CheckoutAttemptsTable, Database, Order, PaymentRefundsTable, PaymentTransaction, PaymentTransactionsTable } from '@labstore/db';
import { ADDRESS_TYPE, ORDER_STATUS, PAYMENT_STATUS } from '@labstore/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';

export type CheckoutAttempt = Selectable<CheckoutAttemptsTable>;
export type PaymentRefund = Selectable<PaymentRefundsTable>;

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

    /** The order's row, locked until the transaction ends: cart edits and other settlements wait. */
    lockOrder(orderId: string): Promise<Order | undefined> {
      if (!isUuid(orderId)) return Promise.resolve(undefined);
      return db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    },

    latestAttempt(orderId: string): Promise<CheckoutAttempt | undefined> {
      return db.selectFrom('checkout_attempts').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    },

    findAttempt(provider: CheckoutAttempt['provider'], intentId: string): Promise<CheckoutAttempt | undefined> {
      return db.selectFrom('checkout_attempts').selectAll().where('provider', '=', provider).where('provider_intent_id', '=', intentId).executeTakeFirst();
    },

    /** The order's intents not canceled: those that can still take money. */
    openAttempts(orderId: string): Promise<CheckoutAttempt[]> {
      return db.selectFrom('checkout_attempts').selectAll().where('order_id', '=', orderId).where('canceled_at', 'is', null).orderBy('created_at', 'desc').execute();
    },

    /** Whether the order has an intent that can still take money: one indexed row at most. */
    async hasOpenAttempt(orderId: string): Promise<boolean> {
      const open = await db.selectFrom('checkout_attempts').select('id').where('order_id', '=', orderId).where('canceled_at', 'is', null).limit(1).executeTakeFirst();
      return open !== undefined;
    },

    async countAttempts(orderId: string): Promise<number> {
      const row = await db.selectFrom('checkout_attempts').select((eb) => eb.fn.countAll<string>().as('attempts')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return Number(row.attempts);
    },

    async cancelAttempt(attemptId: string, reason: AttemptCancelReason): Promise<void> {
      await db.updateTable('checkout_attempts').set({ canceled_at: sql<Date>`now()`, cancel_reason: reason }).where('id', '=', attemptId).where('canceled_at', 'is', null).execute();
    },

    /** An intent used again becomes the order's latest attempt again. */
    async recordAttempt(attempt: Insertable<CheckoutAttemptsTable>): Promise<string> {
      const row = await db
        .insertInto('checkout_attempts')
        .values(attempt)
        .onConflict((conflict) => conflict.columns(['provider', 'provider_intent_id']).doUpdateSet({ created_at: sql<Date>`now()` }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
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

    paymentOf(provider: PaymentTransaction['provider'], intentId: string): Promise<Selectable<PaymentTransactionsTable> | undefined> {
      return db.selectFrom('payment_transactions').selectAll().where('provider', '=', provider).where('provider_reference', '=', intentId).executeTakeFirst();
    },

    /** spec/02 3 transactions[]: the card payments that made the order, oldest first (a free order has none). */
    cardPayments(orderId: string): Promise<PaymentTransaction[]> {
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('status', '=', PAYMENT_STATUS.Succeeded)
        .where('provider', '<>', 'free')
        .orderBy('created_at')
        .execute();
    },

    /** A refund owed for an intent; the one row per intent makes a second call a no-op (undefined). */
    recordRefund(refund: Insertable<PaymentRefundsTable>): Promise<PaymentRefund | undefined> {
      return db
        .insertInto('payment_refunds')
        .values(refund)
        .onConflict((conflict) => conflict.columns(['provider', 'provider_intent_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    findRefund(refundId: string): Promise<PaymentRefund | undefined> {
      return db.selectFrom('payment_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
    },

    refundOf(provider: CheckoutAttempt['provider'], intentId: string): Promise<PaymentRefund | undefined> {
      return db.selectFrom('payment_refunds').selectAll().where('provider', '=', provider).where('provider_intent_id', '=', intentId).executeTakeFirst();
    },

    async settleRefund(refundId: string, outcome: { providerRefundId: string } | { error: string }): Promise<void> {
      await db
        .updateTable('payment_refunds')
        .set('providerRefundId' in outcome ? { status: 'refunded', provider_refund_id: outcome.providerRefundId, refunded_at: sql<Date>`now()`, last_error: null } : { status: 'failed', last_error: outcome.error })
        .where('id', '=', refundId)
        .execute();
    },

    succeededPayment(orderId: string): Promise<Selectable<PaymentTransactionsTable> | undefined> {
      return db.selectFrom('payment_transactions').selectAll().where('order_id', '=', orderId).where('status', '=', PAYMENT_STATUS.Succeeded).executeTakeFirst();
    },
  };
}
