import {
  mailTemplateChangeSchema,
  mailTemplateListSchema,
  mailTemplateRemovedSchema,
  mailTemplateSchema,
  type MailTemplateInput,
  type MailTemplateUpdate,
} from '@labstore/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { adminKeys } from '../../kit/admin-list';

// spec/03 7 Mail templates (docs/api-admin.md "Mail templates"): the list,
// one template with its body, and the three writes; each write reads the
// list again.

export const mailTemplateKeys = {
  all: [...adminKeys.all, 'mailTemplates'] as const,
  list: () => [...mailTemplateKeys.all, 'list'] as const,
  one: (id: string) => [...mailTemplateKeys.all, 'one', id] as const,
};

export const mailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: mailTemplateKeys.list(),
    queryFn: ({ signal }) => http.get('/api/keap/template/get/all', mailTemplateListSchema, signal),
  });

export const useMailTemplates = () => useQuery(mailTemplatesQueryOptions());

export const useMailTemplate = (id: string | null) =>
  useQuery({
    queryKey: mailTemplateKeys.one(id ?? ''),
    queryFn: ({ signal }) => http.get(`/api/keap/template/${encodeURIComponent(id ?? '')}`, mailTemplateSchema, signal),
    enabled: id !== null,
  });

export const addMailTemplate = (body: MailTemplateInput) => sendWrite('/api/keap/template/add', { method: 'POST', body, schema: mailTemplateChangeSchema });
export const updateMailTemplate = (body: MailTemplateUpdate) => sendWrite('/api/keap/template/update', { method: 'PUT', body, schema: mailTemplateChangeSchema });
export const removeMailTemplate = (id: string) =>
  sendWrite(`/api/keap/template/delete/${encodeURIComponent(id)}`, { method: 'DELETE', schema: mailTemplateRemovedSchema });

/** Add when the input has no id, update otherwise. */
export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mailTemplateKeys.all, 'save'],
    mutationFn: (input: MailTemplateInput) => (input.id ? updateMailTemplate({ ...input, id: input.id }) : addMailTemplate({ ...input, id: null })),
    onSuccess: async (answer) => {
      queryClient.setQueryData(mailTemplateKeys.one(answer.template.id), answer.template);
      await queryClient.invalidateQueries({ queryKey: mailTemplateKeys.list() });
    },
  });
}

export function useRemoveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mailTemplateKeys.all, 'remove'],
    mutationFn: removeMailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailTemplateKeys.list() }),
  });
}
