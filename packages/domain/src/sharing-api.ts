import { z } from 'zod';
import type { ResultFileType } from './orders-api';
import { SHARING_MESSAGES } from './sharing-messages';
import { emailSchema } from './validation/email';
import { idTextSchema } from './validation/text-bounds';

// spec/02 4.6 and 7: the share calls' requests (their answers are in
// orders-api.ts). A share is a single-use link e-mailed to one address; the
// link's token travels in a request body only (docs/decisions.md "After the
// order", Share links).

/** How long a shared link can be opened, from its sending (said in the e-mail). */
export const SHARE_LINK_LIFETIME_HOURS = 72;

/** The token is 32 random bytes in base64url (43 characters); a longer text is no token. */
export const SHARE_TOKEN_MAX_LENGTH = 128;

const FILE_TYPE_PARAM = z.coerce
  .number({ message: SHARING_MESSAGES.fileType })
  .refine((type): type is ResultFileType => type === 1 || type === 3, SHARING_MESSAGES.fileType);

/** GET /api/order/results/share/{orderId}/{apiResultId}/{type}: the order, its requisition id, and 1 requisition or 3 results. */
export const shareParamsSchema = z.object({ orderId: idTextSchema, apiResultId: idTextSchema, type: FILE_TYPE_PARAM });
export type ShareParams = z.infer<typeof shareParamsSchema>;

/** ...?contactTo=: the one address the link is sent to. */
export const shareQuerySchema = z.object({
  contactTo: emailSchema({ required: SHARING_MESSAGES.contactToRequired, invalid: SHARING_MESSAGES.contactToInvalid }),
});

/** DELETE /api/order/results/share/{shareId}: a sent link revoked before it is used. */
export const shareIdParamsSchema = z.object({ shareId: idTextSchema });

/** POST /api/shared/open: the token from the link's fragment, which the page posts. */
export const sharedOpenBodySchema = z.object({
  token: z.string({ error: SHARING_MESSAGES.tokenRequired }).trim().min(1, SHARING_MESSAGES.tokenRequired).max(SHARE_TOKEN_MAX_LENGTH, SHARING_MESSAGES.linkUnknown),
});
export type SharedOpenBody = z.infer<typeof sharedOpenBodySchema>;
