import { crmClientIdSchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { crmKeys } from './crm-keys';

// spec/03 7 CRM authorisation: GET /api/taxonomy/clientid, the client id and
// the CRM's sign-in page built from it. The local CRM's page carries a code
// that expires (docs/api-admin.md), so the link is never kept: each opening
// of the tab asks again.

export const crmSignInQueryOptions = () =>
  queryOptions({
    queryKey: crmKeys.signIn(),
    queryFn: ({ signal }) => http.get('/api/taxonomy/clientid', crmClientIdSchema, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useCrmSignIn = () => useQuery(crmSignInQueryOptions());
