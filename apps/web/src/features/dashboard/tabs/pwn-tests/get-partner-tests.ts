import { partnerTestListSchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { adminKeys, listUrl } from '../../kit/admin-list';

// spec/03 7 Partner: GET /api/pwnhealth/types with $orderby=Name, the
// partner's whole list at once (docs/api-admin.md: not paged).

export const PARTNER_TESTS_URL = listUrl('/api/pwnhealth/types', { $orderby: 'Name' });

export const partnerTestsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'partnerTests'] as const,
    queryFn: ({ signal }) => http.get(PARTNER_TESTS_URL, partnerTestListSchema, signal),
  });

export const usePartnerTests = () => useQuery(partnerTestsQueryOptions());
