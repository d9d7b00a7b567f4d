import { shareSentSchema, type ResultFileType, type ShareEntry, type ShareHistory } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { orderKeys, segment } from './order-keys';

// spec/02 4.6 and 7: GET /api/order/results/share/{orderId}/{apiResultId}/{type}?contactTo=
// sends the document by encrypted e-mail (a single-use link). The dialog
// words a refusal itself, so the request is silent.

export interface ShareRequest {
  orderId: string;
  apiResultId: string;
  type: ResultFileType;
  contactTo: string;
}

export function shareUrl({ orderId, apiResultId, type, contactTo }: ShareRequest): string {
  return `/api/order/results/share/${segment(orderId)}/${segment(apiResultId)}/${type}?${new URLSearchParams({ contactTo }).toString()}`;
}

export const shareDocument = (request: ShareRequest) => sendWrite(shareUrl(request), { method: 'GET', schema: shareSentSchema, silent: true });

/** The send history with an entry put in place of the one of its id, or first. */
export function withEntry(history: ShareHistory | undefined, entry: ShareEntry): ShareHistory | undefined {
  if (!history) return history;
  const known = history.items.some((item) => item.id === entry.id);
  return { items: known ? history.items.map((item) => (item.id === entry.id ? entry : item)) : [entry, ...history.items] };
}

export function useShareDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'share'],
    mutationFn: shareDocument,
    onSuccess: (sent, request) => {
      queryClient.setQueryData<ShareHistory>(orderKeys.shares(request.orderId), (history) => withEntry(history, sent.entry));
      void queryClient.invalidateQueries({ queryKey: orderKeys.shares(request.orderId) });
    },
  });
}
