import { z } from 'zod';
import { ID_MAX_LENGTH, SEARCH_MAX_LENGTH } from './constants';
import { adminListDaySchema, adminPageQuerySchema } from './admin-lists';
import { orderTransactionSchema } from './cart-api';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 19, spec/03 2 Transactions tab, 3 Order, 7 Orders: the wire shapes of
// the administrators' order list and of the temporary quasi-admin session the
// tab changes a customer's cart with (docs/api-admin.md "Transactions"). The
// route and the dashboard's fetcher both parse these.

/** spec/03 2 and 8: the tab's words; the spec gives 'No such user'. */
export const ADMIN_TRANSACTION_MESSAGES = {
  noSuchUser: 'No such user',
} as const;

/** A query flag: the checkbox sends `true` or `false`; absent is off. */
const flagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

const searchSchema = z.string().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).trim();

/** GET /api/order/browse query (spec/03 7 "searchUser or number, dates, status, isPromo, paging"). */
export const adminTransactionsQuerySchema = adminPageQuerySchema.extend({
  /** spec/03 4: a mask of order statuses; 255 (and absent) is all. */
  status: z.coerce.number().int().min(0).max(511).optional(),
  /** spec/03 2: the first dash-separated part a number is the order number, otherwise part of the user's name or e-mail. */
  search: searchSchema.optional(),
  /** Part of the user's name or e-mail, any case, wildcards taken literally. */
  searchUser: searchSchema.optional(),
  number: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** spec/03 9: from 00:00 of the first day to 23:59 of the last (UTC); a day or the client's T00:00:00.000Z / T23:59:00.000Z. */
  createdDateFrom: adminListDaySchema.optional(),
  createdDateTo: adminListDaySchema.optional(),
  /** spec/03 2 promo checkbox: only orders with a promo code. */
  isPromo: flagSchema.optional(),
  /** spec/03 2 free-only checkbox: only orders submitted without a payment (isPaymentSkipped). */
  isFree: flagSchema.optional(),
});
export type AdminTransactionsQuery = z.output<typeof adminTransactionsQuerySchema>;

/** spec/03 3 Order items[].product: what the admin row shows and links to (product/{slug}). */
export const adminTransactionProductSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), productType: z.int() });

export const adminTransactionChildSchema = z.object({ id: z.string(), product: adminTransactionProductSchema, isChild: z.literal(true) });

export const adminTransactionItemSchema = z.object({
  id: z.string(),
  product: adminTransactionProductSchema,
  children: z.array(adminTransactionChildSchema),
  orderItemPrice: z.number(),
  isChild: z.literal(false),
});

/** spec/03 2 Transactions row and 3 Order, with what the administrator may do to it now. */
export const adminTransactionSchema = z.object({
  id: z.string(),
  number: z.int(),
  createdDate: z.string(),
  status: z.int(),
  /** The account the order belongs to; null for a guest's cart. */
  userId: z.string().nullable(),
  /** The account holder's name and e-mail ('' for a guest's cart). */
  userFullName: z.string(),
  userEmail: z.string(),
  /** Who the tests are for when not the account holder (a child's profile), else null. */
  patientFullName: z.string().nullable(),
  orderTotal: z.number(),
  subTotal: z.number(),
  processingFee: z.number(),
  physicianOversightFee: z.number(),
  labDrawFee: z.number(),
  promoCode: z.string().nullable(),
  isPaymentSkipped: z.boolean(),
  submittedDate: z.string().nullable(),
  /** The customer removed it from their history (or an administrator did): the records are kept. */
  isRemovedFromHistory: z.boolean(),
  transactions: z.array(orderTransactionSchema),
  items: z.array(adminTransactionItemSchema),
  /** The orders module's rules (docs/decisions.md "After the order") for an administrator. */
  canCancel: z.boolean(),
  canDelete: z.boolean(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const adminTransactionListSchema = z.object({ items: z.array(adminTransactionSchema), count: z.int() });
export type AdminTransactionList = z.infer<typeof adminTransactionListSchema>;

/** spec/03 2, 4: the temporary quasi-admin session lasts this long at most, so a closed tab cannot leave it open. */
export const QUASI_SESSION_LIFETIME_SECONDS = 5 * 60;

/** POST /api/account/quasiSession: whose cart or status-1 order the administrator is about to change. */
export const quasiSessionOpenBodySchema = z.object({ userId: z.uuid().max(ID_MAX_LENGTH) });
export type QuasiSessionOpenBody = z.infer<typeof quasiSessionOpenBodySchema>;

/** The session to send as `Authorization: Bearer` to the cart calls, and its id to end it. */
export const quasiSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
  sessionId: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** The customer's open cart, if any (POST /api/order/add makes one otherwise). */
  orderId: z.string().nullable(),
});
export type QuasiSession = z.infer<typeof quasiSessionSchema>;

export const quasiSessionParamsSchema = z.object({ id: z.uuid().max(ID_MAX_LENGTH) });

/** DELETE /api/account/quasiSession/{id} (the sessionId): whether this call ended it (false: it had already ended or expired). */
export const quasiSessionEndedSchema = z.object({ sessionId: z.string(), ended: z.boolean() });
export type QuasiSessionEnded = z.infer<typeof quasiSessionEndedSchema>;
