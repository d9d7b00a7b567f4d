import { z } from 'zod';

// Issue 20: the store fees an administrator edits (app_settings 'fees',
// docs/decisions.md "Fees"; docs/api-admin.md "Store fees"). Dollars on the
// wire, as the cart's fees are; cents in the setting.

/** No fee of the store comes near it; a typo of a few zeros is refused. */
export const STORE_FEE_MAX = 1000;

export const STORE_FEE_MESSAGES = {
  amount: `A fee must be an amount from 0 to ${STORE_FEE_MAX} dollars, in whole cents.`,
  updated: 'Updated.',
} as const;

const inWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

const feeSchema = z
  .number({ error: STORE_FEE_MESSAGES.amount })
  .min(0, STORE_FEE_MESSAGES.amount)
  .max(STORE_FEE_MAX, STORE_FEE_MESSAGES.amount)
  .refine(inWholeCents, STORE_FEE_MESSAGES.amount);

/** GET and PUT /api/settings/fees: the three fees an order is charged (spec/03 3 Order's names). */
export const storeFeesSchema = z.object({
  processingFee: feeSchema,
  physicianOversightFee: feeSchema,
  labDrawFee: feeSchema,
});
export type StoreFees = z.infer<typeof storeFeesSchema>;

/** The answer to PUT: 'Updated.' (spec/03 8) in the request's language, and the fees as stored. */
export const storeFeesChangeSchema = z.object({ message: z.string(), fees: storeFeesSchema });
export type StoreFeesChange = z.infer<typeof storeFeesChangeSchema>;
