import type { Database } from '@labstore/db';
import { LEGACY_CHECKOUT_ERROR, PAYMENT_STATUS, type LegacyCheckoutBody, type LegacyCheckoutResult } from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { countNothing, type CountOutcome, type PaymentOutcome } from '../lib/outcomes';
import type { AuthContext } from '../plugins/auth';
import { cardsService, type PaymentProvider } from '../payments';
import { prepareOrder } from './checkout-preparation';
import { checkoutService } from './checkout.service';

/** The older path's answer and the HTTP status it goes with. */
export interface LegacyCheckoutAnswer {
  statusCode: 200 | 202 | 402 | 403 | 409;
  result: LegacyCheckoutResult;
}

/** Refusals the older path words as its errorType (spec/02 4.5 step 7); any other status stays an error. */
const REFUSALS = new Map<number, LegacyCheckoutAnswer['statusCode']>([
  [402, 402],
  [403, 403],
  [409, 409],
]);

function refusalOf(error: unknown): LegacyCheckoutAnswer | undefined {
  if (!(error instanceof AppError)) return undefined;
  const statusCode = REFUSALS.get(error.statusCode);
  if (!statusCode) return undefined;
  const errorType = statusCode === 402 ? LEGACY_CHECKOUT_ERROR.payment : LEGACY_CHECKOUT_ERROR.logic;
  return { statusCode, result: { success: false, paid: false, errorType, message: error.message } };
}

/**
 * POST /api/order/checkout, spec/02 4.5 step 7: the cart paid in one call
 * with a saved card of the caller. It is the intent-and-confirmation path run
 * by the server (checkout.service.ts), so money is settled one way only; a
 * free cart is confirmed as the free path does.
 */
export function legacyCheckoutService(db: Kysely<Database>, provider: PaymentProvider, log: FastifyBaseLogger, countOutcome: CountOutcome<PaymentOutcome> = countNothing) {
  const checkout = checkoutService(db, provider, log, countOutcome);
  const cards = cardsService(db, provider);

  async function pay(auth: AuthContext, body: LegacyCheckoutBody): Promise<LegacyCheckoutAnswer> {
    const { totalCents } = await prepareOrder(db, auth, body.orderId);
    if (totalCents === 0) {
      const free = await checkout.confirmFree(auth, body.orderId);
      return { statusCode: 200, result: { success: true, paid: true, message: free.message } };
    }
    // The card is the caller's and active (404 otherwise) before any intent is made for it.
    await cards.paymentMethodOf(auth, body.paymentMethodId);
    await checkout.createIntent(auth, body.orderId);
    const outcome = await checkout.confirm(auth, { orderId: body.orderId, paymentStatus: PAYMENT_STATUS.Succeeded, cardId: body.paymentMethodId });
    if ('statusCode' in outcome) return { statusCode: 202, result: { success: true, paid: false, message: outcome.result.message } };
    return { statusCode: 200, result: { success: true, paid: true, message: outcome.message } };
  }

  return {
    async checkout(auth: AuthContext, body: LegacyCheckoutBody): Promise<LegacyCheckoutAnswer> {
      try {
        return await pay(auth, body);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}
