import { shareEntrySchema, type ShareHistory } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { orderKeys, segment } from './order-keys';
import { withEntry } from './share-document';

// spec/02 4.6, issue 17: DELETE /api/order/results/share/{shareId} revokes a
// link not yet opened; the answer is the entry in its new state.

export const revokeShare = (shareId: string) => sendWrite(`/api/order/results/share/${segment(shareId)}`, { method: 'DELETE', schema: shareEntrySchema });

export function useRevokeShare(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'revoke'],
    mutationFn: revokeShare,
    onSuccess: (entry) => {
      queryClient.setQueryData<ShareHistory>(orderKeys.shares(orderId), (history) => withEntry(history, entry));
    },
  });
}
