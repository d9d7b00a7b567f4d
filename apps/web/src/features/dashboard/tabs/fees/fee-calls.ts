import { storeFeesChangeSchema, storeFeesSchema, type StoreFees } from '@labstore/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { adminKeys } from '../../kit/admin-list';

// GET and PUT /api/settings/fees (docs/api-admin.md "Store fees").

const feeKeys = { fees: () => [...adminKeys.all, 'storeFees'] as const };

export const storeFeesQueryOptions = () =>
  queryOptions({
    queryKey: feeKeys.fees(),
    queryFn: ({ signal }) => http.get('/api/settings/fees', storeFeesSchema, signal),
  });

export const useStoreFees = () => useQuery(storeFeesQueryOptions());

export const saveStoreFees = (body: StoreFees) => sendWrite('/api/settings/fees', { method: 'PUT', body, schema: storeFeesChangeSchema });

export function useSaveStoreFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: feeKeys.fees(),
    mutationFn: saveStoreFees,
    onSuccess: (answer) => queryClient.setQueryData(feeKeys.fees(), answer.fees),
  });
}
