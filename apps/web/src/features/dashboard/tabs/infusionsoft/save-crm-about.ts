import { crmAboutSchema, type CrmAboutInput } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { crmKeys } from './crm-keys';

// PUT /api/taxonomy/about (spec/03 7): replaces the administrators' note; the
// answer is the connection with the new note.

export const saveCrmAbout = (body: CrmAboutInput) => sendWrite('/api/taxonomy/about', { method: 'PUT', body, schema: crmAboutSchema });

export function useSaveCrmAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...crmKeys.all, 'about'],
    mutationFn: saveCrmAbout,
    onSuccess: (about) => queryClient.setQueryData(crmKeys.about(), about),
  });
}
