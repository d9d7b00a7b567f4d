import { z } from 'zod';
import { ID_MAX_LENGTH } from './constants';
import { ORDER_MESSAGES } from './order-messages';
import { idTextSchema } from './validation/text-bounds';

// Issue 17: the requests of the order calls of spec/02 7 that orders-api.ts
// does not hold: the older checkout path (spec/02 4.5 step 7). The
// administrators' order list is admin-transactions.ts's.

const ticked = z.literal(true, { error: ORDER_MESSAGES.checkoutConsentRequired });

/** POST /api/order/checkout: pays the cart with a saved card of the caller; the three boxes of spec/02 2.7 ticked. */
export const legacyCheckoutBodySchema = z.object({
  orderId: z.uuid().max(ID_MAX_LENGTH),
  /** The id of one of the caller's saved cards. */
  paymentMethodId: idTextSchema,
  verification: ticked,
  consent31: ticked,
  consent32: ticked,
});
export type LegacyCheckoutBody = z.infer<typeof legacyCheckoutBodySchema>;

/** spec/02 4.5 step 7: errorType 1 is a logic error, 5 a payment error. */
export const LEGACY_CHECKOUT_ERROR = { logic: 1, payment: 5 } as const;

export const legacyCheckoutResultSchema = z.object({
  success: z.boolean(),
  paid: z.boolean(),
  errorType: z.union([z.literal(LEGACY_CHECKOUT_ERROR.logic), z.literal(LEGACY_CHECKOUT_ERROR.payment)]).optional(),
  message: z.string(),
});
export type LegacyCheckoutResult = z.infer<typeof legacyCheckoutResultSchema>;
