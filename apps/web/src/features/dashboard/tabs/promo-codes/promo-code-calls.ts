import {
  adminPromoListSchema,
  adminPromoSavedSchema,
  adminPromoSchema,
  productListResponseSchema,
  PRODUCT_LIST_MAX_TOP,
  type AdminPromo,
  type AdminPromoInput,
  type AdminPromoSaved,
} from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { adminKeys, listUrl, pageQuery, type AdminList } from '../../kit/admin-list';

// spec/03 7 Promo: the promo code editor's calls (docs/api-admin.md "Promo
// codes"). Writes go through sendWrite (one idempotency key per intent); a
// refusal shows in the error bar with the server's field messages.

export interface PromoCodesFilters {
  /** '' lists every code; otherwise part of the code or the name. */
  search: string;
}

export const promoCodeKeys = {
  list: [...adminKeys.all, 'promoCodes'] as const,
  one: (id: string) => [...adminKeys.all, 'promoCode', id] as const,
  products: [...adminKeys.all, 'promoCodeProducts'] as const,
};

/** GET /api/promo/list: 10 a page, most used first. */
export const promoCodesList: AdminList<PromoCodesFilters, AdminPromo> = {
  name: 'promoCodes',
  fetchPage: ({ search }, page, signal) => http.get(listUrl('/api/promo/list', { ...pageQuery(page), search }), adminPromoListSchema, signal),
};

/** GET /api/promo/admin/{id}: the code as stored now, for the Edit dialog. */
export const usePromoCode = (id: string | null) =>
  useQuery({
    queryKey: promoCodeKeys.one(id ?? ''),
    queryFn: ({ signal }) => http.get(`/api/promo/admin/${encodeURIComponent(id ?? '')}`, adminPromoSchema, signal),
    enabled: id !== null,
    staleTime: 0,
  });

/** The tests a product promo can name: the storefront's listed products (GET /api/product/all), by name, the first PRODUCT_LIST_MAX_TOP. */
export const usePromoProducts = (enabled: boolean) =>
  useQuery({
    queryKey: promoCodeKeys.products,
    queryFn: ({ signal }) => http.get(listUrl('/api/product/all', { $skip: 0, $top: PRODUCT_LIST_MAX_TOP, $orderby: 'Name' }), productListResponseSchema, signal),
    enabled,
    staleTime: 60_000,
  });

/** POST /api/promo/create, or PUT /api/promo/update with the code's id. */
export const savePromoCode = (input: AdminPromoInput, id: string | null): Promise<AdminPromoSaved> =>
  id === null
    ? sendWrite('/api/promo/create', { method: 'POST', body: input, schema: adminPromoSavedSchema })
    : sendWrite('/api/promo/update', { method: 'PUT', body: { ...input, id }, schema: adminPromoSavedSchema });
