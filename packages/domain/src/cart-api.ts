import { z } from 'zod';
import { SITE_LANGUAGES } from './i18n/site-language';
import { ID_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from './constants';
import { covidEligibilitySchema } from './covid-eligibility';
import { idTextSchema } from './validation/text-bounds';
import { PROMO_MESSAGES } from './cart-messages';

// The cart and promo calls of spec/02 7 ("Cart and orders", "Promo"), one
// schema per wire shape, answered by apps/api and checked by apps/web. Every
// call that changes the cart answers the whole cart as the server now has it,
// so a client (and a replayed offline edit) settles on the server's truth.
// Money is the spec's decimal amount; the server keeps cents.

/** spec/02 2.9 notification types. */
export const NOTICE_TYPES = ['info', 'success', 'warning', 'error', 'block'] as const;
export const noticeSchema = z.object({ type: z.enum(NOTICE_TYPES), message: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/** The product facts a cart line shows. */
export const cartProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  cpt: z.string(),
  imageId: z.string().nullable(),
  marketPrice: z.number(),
  masterPrice: z.number(),
  productType: z.int(),
  isActive: z.boolean(),
  extraTestsPrice: z.number().nullable(),
  eligibility: z.string().nullable(),
  /** Issue 16: the language of the name; English when the product has none in the asked one. */
  lang: z.enum(SITE_LANGUAGES),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** A panel member line (isChild). */
export const cartChildItemSchema = z.object({
  id: z.string(),
  product: cartProductSchema,
  orderItemInitialPrice: z.number(),
  orderItemPrice: z.number(),
  isChild: z.literal(true),
});
export type CartChildItem = z.infer<typeof cartChildItemSchema>;

/** spec/02 3 cart / order item. `profile` is the profile id the test is for. */
export const cartItemSchema = z.object({
  id: z.string(),
  profile: z.string().nullable(),
  product: cartProductSchema,
  children: z.array(cartChildItemSchema),
  orderItemInitialPrice: z.number(),
  orderItemPrice: z.number(),
  promoCode: z.string().nullable(),
  isUsePromoCode: z.boolean(),
  isChild: z.literal(false),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** spec/02 3 order summary values, with the figures the cart and checkout show. */
export const orderSummarySchema = z.object({
  subTotal: z.number(),
  marketTotal: z.number(),
  /** spec/02 2.6: struck-through market total plus the list fees (232). */
  listTotal: z.number(),
  /** Duplicate tests and the promo code together. */
  discount: z.number(),
  duplicateDiscount: z.number(),
  promoDiscount: z.number(),
  subTotalPromoCode: z.number(),
  physicianFee: z.number(),
  defaultPhysicianFee: z.number(),
  listPhysicianFee: z.number(),
  labDrawFee: z.number(),
  defaultLabDrawFee: z.number(),
  listLabDrawFee: z.number(),
  processingFee: z.number(),
  cartTotal: z.number(),
  isFree: z.boolean(),
  averageSavings: z.number(),
  hasCovidIgG: z.boolean(),
  duplicateChilds: z.array(z.object({ productId: z.string(), name: z.string(), count: z.int(), discount: z.number() })),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** spec/02 3 transactions[]: a payment that made the order (issue 14 item 5), with what the customer may see of its card. */
export const orderTransactionSchema = z.object({
  transactionDate: z.string(),
  amount: z.number(),
  paymentStatus: z.int(),
  cardType: z.int().nullable(),
  last4: z.string().nullable(),
});
export type OrderTransaction = z.infer<typeof orderTransactionSchema>;

/** spec/02 3 cart / order; `notices` tell what the server changed on its own (inactive lines removed). */
export const cartSchema = z.object({
  id: z.string(),
  number: z.int(),
  status: z.int(),
  profileId: z.string().nullable(),
  items: z.array(cartItemSchema),
  itemsCount: z.int(),
  processingFee: z.number(),
  labDrawFee: z.number(),
  physicianOversightFee: z.number(),
  isUsePromoCode: z.boolean(),
  promoCodeId: z.string().nullable(),
  promoCode: z.string().nullable(),
  isBlured: z.boolean(),
  subTotal: z.number(),
  orderTotal: z.number(),
  createdDate: z.string(),
  submittedDate: z.string().nullable(),
  /** A free order, submitted without a payment (spec/02 3). */
  isPaymentSkipped: z.boolean(),
  transactions: z.array(orderTransactionSchema),
  summary: orderSummarySchema,
  notices: z.array(noticeSchema),
});
export type Cart = z.infer<typeof cartSchema>;

const orderIdSchema = z.uuid().max(ID_MAX_LENGTH);

/**
 * POST /api/order/add. Without an orderId (or with one that is no longer an
 * open cart of the caller) a new cart is made: a guest's has no owner and is
 * reached by its id alone until sign-in claims it.
 */
export const addToCartBodySchema = z.object({
  orderId: orderIdSchema.nullish(),
  productId: idTextSchema,
  profileId: idTextSchema.nullish(),
  eligibility: covidEligibilitySchema.nullish(),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

/** The spec's id and newItemId, the notices of spec/02 8, and the cart after the add. */
export const addToCartResponseSchema = z.object({
  id: z.string(),
  newItemId: z.string(),
  notices: z.array(noticeSchema),
  cart: cartSchema,
});
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;

export const CART_UPDATE_ACTION = 1;

/** PUT /api/order/update/: which profile each line is for, before checkout. */
export const updateCartBodySchema = z.object({
  orderId: orderIdSchema,
  action: z.literal(CART_UPDATE_ACTION),
  items: z.array(z.object({ id: idTextSchema, ProfileId: idTextSchema })).max(200),
});
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;

export const orderIdParamsSchema = z.object({ id: idTextSchema });
export const orderItemParamsSchema = z.object({ orderId: idTextSchema, itemId: idTextSchema });
export const orderItemsParamsSchema = z.object({ orderId: idTextSchema });

export const PROMO_CODE_MAX_LENGTH = TEXT_INPUT_MAX_LENGTH;
const promoCodeText = z.string().trim().min(1, PROMO_MESSAGES.required).max(PROMO_CODE_MAX_LENGTH);

/** POST /api/order/promo/add. */
export const applyPromoBodySchema = z.object({ code: promoCodeText, orderId: orderIdSchema });
export type ApplyPromoBody = z.infer<typeof applyPromoBodySchema>;

/** POST /api/order/promo/add and GET /api/order/promo/remove/{id}: the spec's totals, the cart, and the spec/02 4.4 message. */
export const promoResultSchema = z.object({
  orderTotal: z.number(),
  subTotal: z.number(),
  message: z.string(),
  cart: cartSchema,
});
export type PromoResult = z.infer<typeof promoResultSchema>;

/** GET /api/promo/check?code=: whether a code can be used now, and what the welcome dialog says of it. */
export const promoCheckQuerySchema = z.object({ code: promoCodeText });
export const promoCheckResponseSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  isBlured: z.boolean(),
  discount: z.number(),
  discountType: z.int(),
  promoType: z.int(),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponseSchema>;

/** GET /api/promo/get/{id}. */
export const promoSummarySchema = z.object({ code: z.string(), isBlured: z.boolean() });
export type PromoSummary = z.infer<typeof promoSummarySchema>;
