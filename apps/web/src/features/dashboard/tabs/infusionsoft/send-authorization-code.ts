import { crmCodeStoredSchema, type CrmAuthorizationCode } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { crmKeys } from './crm-keys';

// spec/03 4 Infusionsoft, 7: PUT /api/taxonomy/authcode with the code the
// CRM sent the administrator back with. The tab words the outcome itself
// (spec/03 8), so the error bar stays quiet; the connection is read again
// whatever the answer.

export const sendAuthorizationCode = (body: CrmAuthorizationCode) =>
  sendWrite('/api/taxonomy/authcode', { method: 'PUT', body, schema: crmCodeStoredSchema, silent: true });

export function useSendAuthorizationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...crmKeys.all, 'authcode'],
    mutationFn: sendAuthorizationCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
