import { promoCheckResponseSchema, promoResultSchema, type PromoCheckResponse, type PromoResult } from '@labstore/domain';
import { http } from '../../../lib/http-client';
import { checkoutWrite, REFUSALS } from './checkout-write';

// spec/02 7 "Promo": apply and remove answer the totals, the spec/02 4.4
// message and the whole cart; check says whether a code can be used now.

export const applyPromoCode = (orderId: string, code: string): Promise<PromoResult> =>
  checkoutWrite('POST', '/api/order/promo/add', { code, orderId }, promoResultSchema);

// A GET in the spec's table, yet it changes the order: it carries a key too.
export const removePromoCode = (orderId: string): Promise<PromoResult> =>
  checkoutWrite('GET', `/api/order/promo/remove/${encodeURIComponent(orderId)}`, undefined, promoResultSchema);

export const checkPromoCode = (code: string, signal?: AbortSignal): Promise<PromoCheckResponse> =>
  http.request(`/api/promo/check?${new URLSearchParams({ code }).toString()}`, { schema: promoCheckResponseSchema, signal, silent: REFUSALS });
