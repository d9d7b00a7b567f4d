import type { AttemptCancelReason, CheckoutAttemptsTable, Database, PaymentRefundsTable, PaymentTransaction, PaymentTransactionsTable } from '@labstore/db';
import { PAYMENT_STATUS } from '@labstore/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';

export type CheckoutAttempt = Selectable<CheckoutAttemptsTable>;
export type PaymentRefund = Selectable<PaymentRefundsTable>;

/**
 * All Kysely code of an order's money: the provider intents made for it
 * (checkout_attempts), the payments that made it (payment_transactions) and
 * the refunds owed for payments that could not (payment_refunds). `db` may
 * be a transaction.
 */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    findAttemptById(attemptId: string): Promise<CheckoutAttempt | undefined> {
      return db.selectFrom('checkout_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
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

    /** Whether the order has an intent that can still take money: one indexed row at most. (A cart change learns it from its write: orders.repository's writeChange.) */
    async hasOpenAttempt(orderId: string): Promise<boolean> {
      const row = await db.selectFrom('checkout_attempts').select('id').where('order_id', '=', orderId).where('canceled_at', 'is', null).limit(1).executeTakeFirst();
      return row !== undefined;
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

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
