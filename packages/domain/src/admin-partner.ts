import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './constants';
import { ADMIN_LIST_MESSAGES, adminPageQuerySchema } from './admin-lists';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 19, spec/03 2 Pwn Tests and Pwn Orders tabs, 7 Partner:
// GET /api/pwnhealth/types and GET /api/pwnhealth/orders/{status}
// (docs/api-admin.md). The routes and the dashboard's fetchers parse these.

/** GET /api/pwnhealth/types query: the spec's client sends $orderby=Name, the one order there is. */
export const partnerTestsQuerySchema = z.object({ $orderby: z.literal('Name').optional() });

/** spec/03 3 Partner test. */
export const partnerTestSchema = z.object({
  name: z.string(),
  code: z.string(),
  sameDay: z.boolean(),
  /** spec/02 3 gender (1 male, 2 female); null for either. */
  requiredGender: z.int().nullable(),
  disclaimersRequired: z.boolean(),
  customerPhysicianRequired: z.boolean(),
  fastingRequired: z.boolean(),
});
export type PartnerTestEntry = z.infer<typeof partnerTestSchema>;

export const partnerTestListSchema = z.object({ items: z.array(partnerTestSchema), count: z.int() });
export type PartnerTestList = z.infer<typeof partnerTestListSchema>;

/** spec/03 4 and 9: the Pwn Orders filter; 0 is all. */
export const PARTNER_ORDER_FILTER = { all: 0, pending: 1, approved: 2, rejected: 3, results: 4 } as const;
export type PartnerOrderFilter = (typeof PARTNER_ORDER_FILTER)[keyof typeof PARTNER_ORDER_FILTER];

export const partnerOrdersParamsSchema = z.object({
  status: z
    .string()
    .max(1, ADMIN_LIST_MESSAGES.partnerOrderStatus)
    .regex(/^[0-4]$/, ADMIN_LIST_MESSAGES.partnerOrderStatus)
    .transform((text) => Number(text) as PartnerOrderFilter),
});

export const partnerOrdersQuerySchema = adminPageQuerySchema.extend({
  /** Part of the order's number or of the partner's order id, any case, wildcards taken literally. */
  search: z.string().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).trim().optional(),
});
export type PartnerOrdersQuery = z.output<typeof partnerOrdersQuerySchema>;

/** spec/03 3 Partner order. */
export const partnerOrderEntrySchema = z.object({
  /** spec/03 2 "GRL order id": our order, by its number. */
  linkedOrder: z.object({ id: z.string(), number: z.int() }),
  /** null while the partner never received the order (errorMessage then says why). */
  pwnOrderId: z.string().nullable(),
  /** 1 pending, 2 approved, 3 rejected, 4 results. */
  pwnStatus: z.int(),
  /** When the partner status last changed (ISO 8601). */
  pwnTimestamp: z.string(),
  /** spec/03 2: the error of an order that failed, the partner unreachable after every retry; null otherwise. */
  errorMessage: z.string().nullable(),
  /** Why the partner's physician rejected it (status 3); not an error, so kept apart. */
  rejectionReason: z.string().nullable(),
});
export type PartnerOrderEntry = z.infer<typeof partnerOrderEntrySchema>;

export const partnerOrderListSchema = z.object({ items: z.array(partnerOrderEntrySchema), count: z.int() });
export type PartnerOrderList = z.infer<typeof partnerOrderListSchema>;
