import type { RefundReason } from '@labstore/db';
import { CHECKOUT_MESSAGES, exhaustiveMap, fillTemplate, formatUsd, REFUND_REASON_MESSAGES } from '@labstore/domain';

// The checkout's words are in the domain's catalogue (server-messages.ts);
// every refund reason a payment row can hold has its words there.
const REFUND_REASONS = exhaustiveMap(REFUND_REASON_MESSAGES satisfies Record<RefundReason, string>);

export { CHECKOUT_MESSAGES };

/** Why a payment taken is being given back, as the customer reads it (issue 14: show the customer what happened). */
export function refundMessage(reason: RefundReason, amountCents: number): string {
  return fillTemplate(CHECKOUT_MESSAGES.refund, { reason: REFUND_REASONS.get(reason), amount: formatUsd(amountCents, 'en') });
}
