import { randomBytes } from 'node:crypto';
import type { Database, SandboxPaymentIntentsTable } from '@labstore/db';
import { CARD_MESSAGES, detectCardType, SAVED_CARD_MESSAGES, type CardDetails, type CardType } from '@labstore/domain';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../lib/app-error';
import type { CardFacts, CreateIntentInput, PaymentFailure, PaymentMethodFacts, PaymentProvider, ProviderIntent } from './payment-provider';
import { DECLINES, declineCodeOf, isDeclineCode, passesLuhn, TEST_PAYMENT_METHODS, testPaymentMethodExpiry, type DeclineCode } from './sandbox-cards';

// The payment provider without Stripe keys: a real implementation of the same
// calls, answering as Stripe's test mode does. Its intents and payment
// methods live in PostgreSQL, so any instance confirms what another made.
// It keeps what Stripe would show us of a card (type, last digits, expiry)
// and never the number or the security code.

/** Stripe's words for a number that fails its checksum. */
export const INVALID_NUMBER_MESSAGE = SAVED_CARD_MESSAGES.invalidNumber;

const PAYMENT_METHOD_PREFIX = 'pm_sandbox_';
const INTENT_PREFIX = 'pi_sandbox_';

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

interface StoredMethod {
  cardType: CardType;
  last4: string;
  expMonth: number;
  expYear: number;
  declineCode: DeclineCode | null;
}

function isExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  return year < currentYear || (year === currentYear && month < now.getUTCMonth() + 1);
}

export function sandboxProvider(db: Kysely<Database>, clock: () => Date = () => new Date()): PaymentProvider {
  async function findMethod(paymentMethodId: string): Promise<StoredMethod | null> {
    const testMethod = TEST_PAYMENT_METHODS.get(paymentMethodId);
    if (testMethod) return { ...testMethod, ...testPaymentMethodExpiry(clock()) };
    if (!paymentMethodId.startsWith(PAYMENT_METHOD_PREFIX)) return null;
    const row = await db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', paymentMethodId).executeTakeFirst();
    if (!row) return null;
    return {
      cardType: row.card_type as CardType,
      last4: row.last4,
      expMonth: row.exp_month,
      expYear: row.exp_year,
      declineCode: isDeclineCode(row.decline_code) ? row.decline_code : null,
    };
  }

  async function toIntent(row: Selectable<SandboxPaymentIntentsTable>): Promise<ProviderIntent> {
    const method = row.payment_method_id ? await findMethod(row.payment_method_id) : null;
    const card: CardFacts | null = method ? { cardType: method.cardType, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear } : null;
    const lastFailure: PaymentFailure | null =
      row.last_error_code && row.last_error_message ? { code: row.last_error_code, message: row.last_error_message } : null;
    return {
      id: row.id,
      clientSecret: row.client_secret,
      amountCents: row.amount_cents,
      status: row.status,
      orderId: row.order_id,
      lastFailure,
      card,
    };
  }

  async function retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    const row = await db.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', intentId).executeTakeFirst();
    return row ? toIntent(row) : null;
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async createIntent({ orderId, amountCents, idempotencyKey }: CreateIntentInput) {
      const id = randomId(INTENT_PREFIX);
      await db
        .insertInto('sandbox_payment_intents')
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
          idempotency_key: idempotencyKey,
          order_id: orderId,
          amount_cents: amountCents,
          status: 'requires_payment_method',
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute();
      const row = await db.selectFrom('sandbox_payment_intents').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirstOrThrow();
      // As Stripe does: one key names one request; reusing it for another is a bug of ours.
      if (row.order_id !== orderId || row.amount_cents !== amountCents) {
        throw new Error('An idempotency key was reused with different intent parameters.');
      }
      return toIntent(row);
    },

    retrieveIntent,

    async confirmIntent(intentId, paymentMethodId) {
      // Read before the transaction: inside it, only the transaction may be used.
      const method = await findMethod(paymentMethodId);
      const confirmed = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', intentId).forUpdate().executeTakeFirst();
        if (!row) throw AppError.notFound();
        // Confirming an intent that already took the money changes nothing;
        // a canceled one can no longer be charged (Stripe answers
        // payment_intent_unexpected_state, and the adapter reads the intent).
        if (row.status !== 'requires_payment_method') return row;
        const failure: PaymentFailure | null = !method
          ? { code: 'resource_missing', message: `No such PaymentMethod: '${paymentMethodId}'` }
          : method.declineCode
            ? DECLINES[method.declineCode]
            : null;
        return trx
          .updateTable('sandbox_payment_intents')
          .set({
            status: failure ? 'requires_payment_method' : 'succeeded',
            payment_method_id: method ? paymentMethodId : row.payment_method_id,
            last_error_code: failure?.code ?? null,
            last_error_message: failure?.message ?? null,
            updated_at: new Date(),
          })
          .where('id', '=', intentId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return toIntent(confirmed);
    },

    async cancelIntent(intentId) {
      await db.updateTable('sandbox_payment_intents').set({ status: 'canceled', updated_at: new Date() }).where('id', '=', intentId).where('status', '=', 'requires_payment_method').execute();
      return retrieveIntent(intentId);
    },

    async refundIntent(intentId) {
      // Only a succeeded intent holds money; refunding it twice gives back nothing more.
      const row = await db.selectFrom('sandbox_payment_intents').select(['status', 'amount_cents']).where('id', '=', intentId).executeTakeFirst();
      if (row?.status !== 'succeeded') throw new Error(`The sandbox cannot refund intent ${intentId}: it has taken no money.`);
      await db.updateTable('sandbox_payment_intents').set({ refunded_cents: row.amount_cents, updated_at: new Date() }).where('id', '=', intentId).execute();
      return { refundId: `re_sandbox_${intentId.slice(INTENT_PREFIX.length)}` };
    },

    async describePaymentMethod(paymentMethodId) {
      const method = await findMethod(paymentMethodId);
      return method ? { paymentMethodId, cardType: method.cardType, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear } : null;
    },

    async createPaymentMethod(card: CardDetails): Promise<PaymentMethodFacts> {
      if (!passesLuhn(card.cardNumber)) throw AppError.badRequest(INVALID_NUMBER_MESSAGE, { cardNumber: [INVALID_NUMBER_MESSAGE] });
      if (isExpired(card.month, card.year, clock())) throw AppError.badRequest(CARD_MESSAGES.expired, { month: [CARD_MESSAGES.expired] });
      const method = {
        paymentMethodId: randomId(PAYMENT_METHOD_PREFIX),
        cardType: detectCardType(card.cardNumber),
        last4: card.cardNumber.slice(-4),
        expMonth: card.month,
        expYear: card.year,
      };
      await db
        .insertInto('sandbox_payment_methods')
        .values({
          id: method.paymentMethodId,
          card_type: method.cardType,
          last4: method.last4,
          exp_month: method.expMonth,
          exp_year: method.expYear,
          decline_code: declineCodeOf(card.cardNumber),
        })
        .execute();
      return method;
    },

    // Sandbox payment methods are reached by their id alone, so there is no customer to bind them to.
    createCustomer: async () => null,
    attachPaymentMethod: async () => true,

    // The sandbox sends no webhooks: its confirmations answer at once.
    verifyWebhook: () => null,
  };
}
