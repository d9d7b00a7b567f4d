import {
  PAYMENT_TYPE_CARD,
  sandboxPaymentMethodResponseSchema,
  savedCardListSchema,
  type CardDetails,
} from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http-client';
import { checkoutWrite } from './checkout-write';

// spec/02 7 "Cards" and the sandbox provider's stand-in for Stripe.js: the
// card's details go to POST /api/payment/sandbox/method, which answers a
// payment method id (the number and security code are kept nowhere).

export type SandboxPaymentMethod = z.infer<typeof sandboxPaymentMethodResponseSchema>;

export const createSandboxPaymentMethod = (card: CardDetails): Promise<SandboxPaymentMethod> =>
  checkoutWrite('POST', '/api/payment/sandbox/method', card, sandboxPaymentMethodResponseSchema);

export const savedCardKeys = { list: ['payment', 'cards'] as const };

export const savedCardsQueryOptions = () =>
  queryOptions({
    queryKey: savedCardKeys.list,
    queryFn: ({ signal }) => http.request('/api/payment/card/list', { schema: savedCardListSchema, signal, silent: true }),
  });

/** The account's active saved cards, default first. */
export const useSavedCards = () =>
  useQuery({ ...savedCardsQueryOptions(), select: (list) => list.items.filter((card) => card.isActive).toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault)) });

// The contract does not fix what adding answers: the card list is read again instead.
const anyAnswer = z.unknown();

/** POST /api/payment/add/{userId}/1: saves the payment method as the account's card. */
export async function saveCard(userId: string, paymentMethodId: string): Promise<void> {
  await checkoutWrite('POST', `/api/payment/add/${encodeURIComponent(userId)}/${PAYMENT_TYPE_CARD}`, { paymentMethodId }, anyAnswer);
}
