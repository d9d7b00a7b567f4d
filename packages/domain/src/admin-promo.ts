import { z } from 'zod';
import { adminPageQuerySchema } from './admin-lists';
import { ID_MAX_LENGTH, SEARCH_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from './constants';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 20, spec/03 2 Promo code tab, 3 Promo code, 4, 5, 7 Promo, 8, 9: the
// promo code editor's calls (docs/api-admin.md "Promo codes"). One schema for
// the Add/Edit dialog and the API, so both say the same words. The form's
// controls hold raw values ('' for "not chosen", select values as text); the
// schema judges them and gives the wire's numbers and booleans.

/** spec/03 5 word for word (the required fields), and ours where the spec words nothing. */
export const ADMIN_PROMO_MESSAGES = {
  nameRequired: 'The Promo Code Name Field is required',
  codeRequired: 'The Promo Code Text Field is required',
  discountRequired: 'The Discount Field is required',
  discountTypeRequired: 'The Promotion Type Field is required',
  promoTypeRequired: 'The Applies to Field is required',
  productsRequired: 'The Products Type Field is required',
  totalUseLimitRequired: 'The Total Use Limit Field is required',
  customerUseLimitRequired: 'The Customer Use Limit Field is required',
  physicianFeeRequired: 'The Waive Physician Oversight Fee Field is required',
  labDrawFeeRequired: 'The Waive lab draw Fee Field is required',
  nameTooLong: `The Promo Code Name must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  codeTooLong: `The Promo Code Text must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  codeSpaces: 'The Promo Code Text cannot contain spaces.',
  discountAmount: 'A $ discount must be an amount from 0 to 100000, in dollars and cents.',
  discountPercent: 'A % discount must be a number from 0 to 100, with at most two decimals.',
  useLimit: 'A use limit must be a whole number from 0 (no limit) to 1000000.',
  day: 'A date must be a day (yyyy-mm-dd).',
  finishBeforeStart: 'The finish date cannot be before the start date.',
  tooManyProducts: 'A promo code can name at most 500 products.',
  productUnknown: 'A chosen product does not exist.',
  codeTaken: "The promo code '{code}' already exists.",
  limitBelowUsed: 'The Total Use Limit cannot be below the {used} uses already counted.',
  locked: 'This field cannot be changed once the promo code exists.',
  notFound: 'There is no such promo code.',
  saved: "PROMO CODE '{description}' has been updated or created.",
} as const;

export const PROMO_DISCOUNT_MAX_DOLLARS = 100_000;
export const PROMO_USE_LIMIT_MAX = 1_000_000;
export const PROMO_PRODUCTS_MAX = 500;
/** spec/03 9: promo codes show up to 10 page links. */
export const PROMO_PAGE_LINKS = 10;

/** '' or absent is "not given": the field's required message. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A number from a control ('12.5') or the wire (12.5). */
const numberFrom = (message: string) =>
  z.preprocess((value) => {
    const given = blankToUndefined(typeof value === 'string' ? value.trim() : value);
    return typeof given === 'string' ? Number(given) : given;
  }, z.number({ error: message }).refine(Number.isFinite, message));

/** 0 or 1 from a select ('1') or the wire (1). */
const choiceFrom = (message: string) => numberFrom(message).pipe(z.union([z.literal(0), z.literal(1)], { error: message }));

/** A yes/no from a select ('true') or the wire (true). */
const yesNoFrom = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)), z.boolean({ error: message }));

const useLimitFrom = (requiredMessage: string) =>
  numberFrom(requiredMessage).pipe(z.number().int(ADMIN_PROMO_MESSAGES.useLimit).min(0, ADMIN_PROMO_MESSAGES.useLimit).max(PROMO_USE_LIMIT_MAX, ADMIN_PROMO_MESSAGES.useLimit));

const isoDay = z.iso.date();
/** A day or none: the start counts from 00:00, the finish up to 23:59:59.999 of its day (UTC, as the admin lists' days, spec/03 9). */
const daySchema = z.preprocess(
  (value) => blankToUndefined(value) ?? null,
  z.string({ error: ADMIN_PROMO_MESSAGES.day }).max(10, ADMIN_PROMO_MESSAGES.day).refine((text) => isoDay.safeParse(text).success, ADMIN_PROMO_MESSAGES.day).nullable(),
);

/** Two decimals at most, as money and basis points keep them. */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** spec/03 3: discountType 0 = $, 1 = %; promoType 0 = order, 1 = product. */
export const PROMO_DISCOUNT_TYPE = { amount: 0, percent: 1 } as const;
export const PROMO_APPLIES_TO = { order: 0, product: 1 } as const;

const promoFields = z.object({
  description: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: ADMIN_PROMO_MESSAGES.nameRequired }).min(1, ADMIN_PROMO_MESSAGES.nameRequired).max(TEXT_INPUT_MAX_LENGTH, ADMIN_PROMO_MESSAGES.nameTooLong),
  ),
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: ADMIN_PROMO_MESSAGES.codeRequired })
      .min(1, ADMIN_PROMO_MESSAGES.codeRequired)
      .max(TEXT_INPUT_MAX_LENGTH, ADMIN_PROMO_MESSAGES.codeTooLong)
      // A code is typed at checkout and travels in /promocode/{code} links.
      .refine((text) => !/\s/.test(text), ADMIN_PROMO_MESSAGES.codeSpaces),
  ),
  discount: numberFrom(ADMIN_PROMO_MESSAGES.discountRequired),
  discountType: choiceFrom(ADMIN_PROMO_MESSAGES.discountTypeRequired),
  promoType: choiceFrom(ADMIN_PROMO_MESSAGES.promoTypeRequired),
  products: z.array(z.string().max(ID_MAX_LENGTH)).max(PROMO_PRODUCTS_MAX, ADMIN_PROMO_MESSAGES.tooManyProducts).default([]),
  dateStart: daySchema,
  dateFinish: daySchema,
  isActive: z.boolean().default(true),
  isBlured: z.boolean().default(false),
  totalUseLimit: useLimitFrom(ADMIN_PROMO_MESSAGES.totalUseLimitRequired),
  customerUseLimit: useLimitFrom(ADMIN_PROMO_MESSAGES.customerUseLimitRequired),
  isPhysicianOversightFeeDiscount: yesNoFrom(ADMIN_PROMO_MESSAGES.physicianFeeRequired),
  isLabDrawFeeDiscount: yesNoFrom(ADMIN_PROMO_MESSAGES.labDrawFeeRequired),
});

/** spec/03 5's rules across fields: the discount's range by its type, a product promo's products, the finish not before the start. */
function checkPromo(promo: z.output<typeof promoFields>, context: z.RefinementCtx): void {
  if (promo.discountType === PROMO_DISCOUNT_TYPE.percent && !(promo.discount >= 0 && promo.discount <= 100 && hasCents(promo.discount))) {
    context.addIssue({ code: 'custom', path: ['discount'], message: ADMIN_PROMO_MESSAGES.discountPercent });
  }
  if (promo.discountType === PROMO_DISCOUNT_TYPE.amount && !(promo.discount >= 0 && promo.discount <= PROMO_DISCOUNT_MAX_DOLLARS && hasCents(promo.discount))) {
    context.addIssue({ code: 'custom', path: ['discount'], message: ADMIN_PROMO_MESSAGES.discountAmount });
  }
  if (promo.promoType === PROMO_APPLIES_TO.product && promo.products.length === 0) {
    context.addIssue({ code: 'custom', path: ['products'], message: ADMIN_PROMO_MESSAGES.productsRequired });
  }
  const isDay = (day: string | null): day is string => day !== null && isoDay.safeParse(day).success;
  if (isDay(promo.dateStart) && isDay(promo.dateFinish) && promo.dateFinish < promo.dateStart) {
    context.addIssue({ code: 'custom', path: ['dateFinish'], message: ADMIN_PROMO_MESSAGES.finishBeforeStart });
  }
}

/** The Add/Edit Promo Code dialog's fields (spec/03 3 Promo code), as POST /api/promo/create takes them. */
export const adminPromoInputSchema = promoFields.superRefine(checkPromo);
export type AdminPromoInput = z.output<typeof adminPromoInputSchema>;

/**
 * PUT /api/promo/update: the whole form again with the code's id. The fields
 * spec/03 5 locks in edit mode (LOCKED_PROMO_FIELDS) must come back as they
 * are: a changed one is refused under its name (docs/api-admin.md).
 */
export const adminPromoUpdateSchema = promoFields.extend({ id: z.string().min(1).max(ID_MAX_LENGTH) }).superRefine(checkPromo);
export type AdminPromoUpdate = z.output<typeof adminPromoUpdateSchema>;

/** spec/03 5: in edit mode, name, code, discount, type, applies-to and the waive fields are locked. */
export const LOCKED_PROMO_FIELDS = ['description', 'code', 'discount', 'discountType', 'promoType', 'isPhysicianOversightFeeDiscount', 'isLabDrawFeeDiscount'] as const;
export type LockedPromoField = (typeof LOCKED_PROMO_FIELDS)[number];

/** spec/03 3 Promo code as the editor reads it; discount in dollars ($) or percent (%); days 'yyyy-mm-dd' (UTC). */
export const adminPromoSchema = z.object({
  id: z.string(),
  description: z.string(),
  code: z.string(),
  discount: z.number(),
  discountType: z.int(),
  promoType: z.int(),
  products: z.array(z.string()),
  dateStart: z.string().nullable(),
  dateFinish: z.string().nullable(),
  isActive: z.boolean(),
  isBlured: z.boolean(),
  totalUseLimit: z.int(),
  /** The uses counted so far (spec/03 3's name for it). */
  totalUsedLimit: z.int(),
  customerUseLimit: z.int(),
  isPhysicianOversightFeeDiscount: z.boolean(),
  isLabDrawFeeDiscount: z.boolean(),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;

/** GET /api/promo/list: 10 a page by used count, most used first; search is part of the code or the name, any case. */
export const adminPromoListQuerySchema = adminPageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)
    .optional()
    .transform((text) => (text ? text : undefined)),
});
export type AdminPromoListQuery = z.output<typeof adminPromoListQuerySchema>;

export const adminPromoListSchema = z.object({ items: z.array(adminPromoSchema), count: z.int() });
export type AdminPromoList = z.infer<typeof adminPromoListSchema>;

/** POST /api/promo/create and PUT /api/promo/update: spec/03 8's words, and the code as stored. */
export const adminPromoSavedSchema = z.object({ message: z.string(), promoCode: adminPromoSchema });
export type AdminPromoSaved = z.infer<typeof adminPromoSavedSchema>;

export const adminPromoIdParamsSchema = z.object({ id: z.string().min(1).max(ID_MAX_LENGTH) });
