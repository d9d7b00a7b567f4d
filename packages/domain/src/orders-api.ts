import { z } from 'zod';
import { cartSchema } from './cart-api';

// Issue 17: the order history (spec/02 2.10), the order's results and
// documents (spec/02 3 "Order results"), the receipt (2.9, section 9) and
// sharing (4.6). Routes and fetchers both parse these.

/** spec/02 3 Order results, one per requisition; the links are the download paths (types 1 and 3). */
export const orderResultSchema = z.object({
  apiResultId: z.string(),
  physiciansName: z.string().nullable(),
  physiciansNPI: z.string().nullable(),
  hasRequisitionPdf: z.boolean(),
  hasResultsPdf: z.boolean(),
  requisitionLink: z.string().nullable(),
  resultLink: z.string().nullable(),
  approvedDate: z.string().nullable(),
  reportedDate: z.string().nullable(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/** GET /api/order/results/{id} */
export const orderResultsSchema = z.object({ results: z.array(orderResultSchema) });
export type OrderResults = z.infer<typeof orderResultsSchema>;

/** GET /api/order/results/get/{apiResultId}/{orderId} */
export const resultAvailabilitySchema = z.object({ hasRequisitionPdf: z.boolean(), hasResultsPdf: z.boolean() });

export { RESULT_FILE_TYPE, type ResultFileType } from './result-file-type';
export const resultFileTypeSchema = z.union([z.literal(1), z.literal(3)]);

/** spec/02 2.10: an order of the history, as the order get answers it, with who it is for and its results. */
export const orderHistoryEntrySchema = cartSchema.omit({ notices: true }).extend({
  userFullName: z.string(),
  results: z.array(orderResultSchema),
  /** What the caller may do now (the orders module's rules, docs/decisions.md "After the order"). */
  canCancel: z.boolean(),
  canDelete: z.boolean(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** GET /api/taxonomy/order: the caller's orders, newest first (spec/02 2.10, page size 10 by section 9). */
export const orderHistoryListSchema = z.object({ items: z.array(orderHistoryEntrySchema), count: z.int() });
export type OrderHistoryList = z.infer<typeof orderHistoryListSchema>;

export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 50;

/** A day of a list's date range: 'yyyy-mm-dd', no longer (the security suite's bounds). */
export const listDateSchema = z.iso.date().max('yyyy-mm-dd'.length);

/** spec/02 7 GET /api/taxonomy/order query. */
export const orderHistoryQuerySchema = z.object({
  $orderby: z.literal('CreatedDate desc').optional(),
  $skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
  $top: z.coerce.number().int().min(1).max(ORDER_HISTORY_MAX_PAGE_SIZE).optional(),
  createdDateFrom: listDateSchema.optional(),
  createdDateTo: listDateSchema.optional(),
  status: z.coerce.number().int().min(0).max(511).optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** GET /api/order/cancel/{id}, GET /api/order/approve/{id}, DELETE /api/order/{id}: the order's new state and what to tell the person. */
export const orderActionResultSchema = z.object({ id: z.string(), status: z.int(), message: z.string() });
export type OrderActionResult = z.infer<typeof orderActionResultSchema>;

/** GET /api/order/status/browse/62: the status lookup (spec/03 4). */
export const orderStatusListSchema = z.object({ items: z.array(z.object({ id: z.int(), name: z.string() })) });

/** spec/02 2.9 and 9: the printable receipt. */
export const receiptSchema = z.object({
  orderId: z.string(),
  number: z.int(),
  submittedDate: z.string().nullable(),
  patient: z.object({ fullName: z.string(), birthDate: z.string() }),
  physiciansName: z.string().nullable(),
  physiciansNPI: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      cpt: z.string(),
      slug: z.string(),
      orderItemInitialPrice: z.number(),
      orderItemPrice: z.number(),
      promoCode: z.string().nullable(),
      children: z.array(z.object({ name: z.string(), cpt: z.string() })),
    }),
  ),
  promoCode: z.string().nullable(),
  subTotal: z.number(),
  /** spec/02 9: the promo discount is this minus subTotal. */
  orderTotalWithoutPromo: z.number(),
  processingFee: z.number(),
  physicianOversightFee: z.number(),
  labDrawFee: z.number(),
  orderTotal: z.number(),
  /** spec/02 9: always 0. */
  balance: z.number(),
  creditCardInfo: z.object({ cardType: z.int().nullable(), last4: z.string().nullable() }).nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** A share's state, in the send history (spec/02 2.10, 4.6). */
export const SHARE_STATES = ['sent', 'opened', 'expired', 'revoked'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** spec/02 2.10 send history: fileType, contactTo, sendedDate, order number; with the link's state. */
export const shareEntrySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  number: z.int(),
  apiResultId: z.string(),
  fileType: resultFileTypeSchema,
  contactTo: z.string(),
  sendedDate: z.string(),
  expiresDate: z.string(),
  state: z.enum(SHARE_STATES),
});
export type ShareEntry = z.infer<typeof shareEntrySchema>;

/** GET /api/order/results/share/get/{id} */
export const shareHistorySchema = z.object({ items: z.array(shareEntrySchema) });
export type ShareHistory = z.infer<typeof shareHistorySchema>;

/** GET /api/order/results/share/{orderId}/{apiResultId}/{type}?contactTo=: section 8's success message and the new entry. */
export const shareSentSchema = z.object({ message: z.string(), entry: shareEntrySchema });
export type ShareSent = z.infer<typeof shareSentSchema>;
