import { crmAboutSchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { crmKeys } from './crm-keys';

// spec/03 7 CRM authorisation: GET /api/taxonomy/about, the administrators'
// note and the connection as the store knows it (docs/api-admin.md).

export const crmAboutQueryOptions = () =>
  queryOptions({
    queryKey: crmKeys.about(),
    queryFn: ({ signal }) => http.get('/api/taxonomy/about', crmAboutSchema, signal),
  });

export const useCrmAbout = () => useQuery(crmAboutQueryOptions());
