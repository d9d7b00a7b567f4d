import { z } from 'zod';
import { ID_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from './constants';
import { CARD_TYPE, PAYMENT_STATUS } from './payments';
import { idTextSchema } from './validation/text-bounds';

// The checkout, payment and card calls of spec/02 7, one schema per wire
// shape. Card numbers and security codes never reach our database or logs:
// with Stripe they go from the browser to Stripe (Elements); in sandbox mode
// the sandbox provider turns them into a payment method id at once and keeps
// only the type, last digits and expiry, as Stripe would.

const orderIdSchema = z.uuid().max(ID_MAX_LENGTH);
const paymentMethodIdSchema = z.string().min(1).max(TEXT_INPUT_MAX_LENGTH);

/** POST /api/order/checkout/intent. */
export const paymentIntentBodySchema = z.object({ orderId: orderIdSchema });
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  /** 'stripe' with a publishable key (the browser confirms with Stripe.js), or 'sandbox'. */
  provider: z.enum(['stripe', 'sandbox']),
  publishableKey: z.string().nullable(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

const paymentStatusSchema = z.union([z.literal(PAYMENT_STATUS.Succeeded), z.literal(PAYMENT_STATUS.Failed), z.literal(PAYMENT_STATUS.Processing)]);

/**
 * POST /api/order/checkout/confirmation. paymentStatus is what the browser
 * saw; the server believes only the provider. paymentMethodId (a Stripe or
 * test PaymentMethod id such as pm_card_visa) or cardId (a saved card)
 * confirms the intent from the server, so an API client pays in two calls.
 */
export const paymentConfirmationBodySchema = z.object({
  orderId: orderIdSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethodId: paymentMethodIdSchema.nullish(),
  cardId: idTextSchema.nullish(),
  saveCard: z.boolean().optional(),
});
export type PaymentConfirmationBody = z.infer<typeof paymentConfirmationBodySchema>;

/** The confirmation's answer: the order as it now stands and the spec/02 8 payment message. */
export const checkoutResultSchema = z.object({
  orderId: z.string(),
  number: z.int(),
  status: z.int(),
  paymentStatus: paymentStatusSchema,
  message: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /api/order/checkout/confirmation/free/{id}: the order's id. */
export const freeOrderParamsSchema = z.object({ id: z.uuid() });

/** The header Stripe signs its webhook events with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const stripeWebhookHeadersSchema = z.object({ [STRIPE_SIGNATURE_HEADER]: z.string().max(4096).optional() });
export const stripeWebhookResponseSchema = z.object({ received: z.boolean() });

export const CARD_NUMBER_LENGTH = { min: 14, max: 16 } as const;
export const CARD_CVC_LENGTH = { min: 3, max: 4 } as const;

/** spec/02 5 card form rules, worded as ours (the spec names the rules, not the words). */
export const CARD_MESSAGES = {
  numberRequired: 'Card number is required.',
  numberLength: `Card number must be ${CARD_NUMBER_LENGTH.min} to ${CARD_NUMBER_LENGTH.max} digits.`,
  cvcRequired: 'Security code is required.',
  cvcLength: `Security code must be ${CARD_CVC_LENGTH.min} to ${CARD_CVC_LENGTH.max} digits.`,
  expired: 'This card has expired.',
  alreadyExists: 'The card already exist.',
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** spec/02 2.9 Add new card / the sandbox card form. */
export const cardDetailsSchema = z.object({
  cardNumber: z
    .string({ error: CARD_MESSAGES.numberRequired })
    .max(32, CARD_MESSAGES.numberLength)
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, CARD_MESSAGES.numberRequired)
        .regex(/^\d*$/, CARD_MESSAGES.numberLength)
        .min(CARD_NUMBER_LENGTH.min, CARD_MESSAGES.numberLength)
        .max(CARD_NUMBER_LENGTH.max, CARD_MESSAGES.numberLength),
    ),
  cvc: z
    .string({ error: CARD_MESSAGES.cvcRequired })
    .min(1, CARD_MESSAGES.cvcRequired)
    .max(CARD_CVC_LENGTH.max, CARD_MESSAGES.cvcLength)
    .regex(/^\d+$/, CARD_MESSAGES.cvcLength)
    .min(CARD_CVC_LENGTH.min, CARD_MESSAGES.cvcLength),
  month: z.int().min(1).max(12),
  year: z.int().min(2000).max(2100),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/** POST /api/payment/sandbox/method: the sandbox provider's stand-in for Stripe.js creating a PaymentMethod. */
export const sandboxPaymentMethodResponseSchema = z.object({
  paymentMethodId: z.string(),
  cardType: z.int(),
  cardNumberLastDigits: z.string(),
});

const cardTypeSchema = z.union(Object.values(CARD_TYPE).map((value) => z.literal(value)));

/** A saved card as the API shows it: never the number or the security code. */
export const savedCardSchema = z.object({
  id: z.string(),
  cardType: cardTypeSchema,
  cardNumberLastDigits: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardListSchema = z.object({ items: z.array(savedCardSchema), count: z.int() });

/** POST /api/payment/add/{id}/{paymentTypeId}: id is the account's user id; paymentTypeId 1 is a card. */
export const PAYMENT_TYPE_CARD = 1;
export const addCardParamsSchema = z.object({ id: idTextSchema, paymentTypeId: z.coerce.number().int().min(1).max(255) });
export const addCardBodySchema = z.object({ paymentMethodId: paymentMethodIdSchema });

/** PUT /api/payment/card/update: a new expiry for a saved card. */
export const updateCardBodySchema = z.object({ id: idTextSchema, expirationMonth: z.int().min(1).max(12), expirationYear: z.int().min(2000).max(2100) });

export const cardActionParamsSchema = z.object({ id: idTextSchema, active: z.enum(['true', 'false']) });
export const cardIdParamsSchema = z.object({ id: idTextSchema });
