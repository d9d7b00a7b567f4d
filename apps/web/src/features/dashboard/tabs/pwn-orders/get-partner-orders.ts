import { partnerOrderListSchema, type PartnerOrderEntry, type PartnerOrderFilter } from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { listUrl, pageQuery, type AdminList } from '../../kit/admin-list';

// spec/03 7 Partner: GET /api/pwnhealth/orders/{status}, 10 a page, with
// the tab's search box as `search` (docs/api-admin.md).

export interface PartnerOrderFilters {
  status: PartnerOrderFilter;
  search: string;
}

export function partnerOrdersUrl({ status, search }: PartnerOrderFilters, page: number): string {
  return listUrl(`/api/pwnhealth/orders/${status}`, { ...pageQuery(page), search });
}

export const partnerOrdersList: AdminList<PartnerOrderFilters, PartnerOrderEntry> = {
  name: 'partnerOrders',
  fetchPage: (filters, page, signal) => http.get(partnerOrdersUrl(filters, page), partnerOrderListSchema, signal),
};
