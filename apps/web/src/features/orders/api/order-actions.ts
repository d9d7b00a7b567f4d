import { orderActionResultSchema } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { notify } from '../../../lib/notifications';
import { orderKeys, segment } from './order-keys';

// spec/02 7: GET /api/order/cancel/{id} cancels (while Submitted), DELETE
// /api/order/{id} hides a Rejected or Canceled order from the history
// (docs/decisions.md "After the order"). The server says what happened.

export type OrderAction = 'cancel' | 'delete';

export const cancelOrder = (orderId: string) => sendWrite(`/api/order/cancel/${segment(orderId)}`, { method: 'GET', schema: orderActionResultSchema });

export const deleteOrder = (orderId: string) => sendWrite(`/api/order/${segment(orderId)}`, { method: 'DELETE', schema: orderActionResultSchema });

export function useOrderAction(action: OrderAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, action],
    mutationFn: action === 'cancel' ? cancelOrder : deleteOrder,
    onSuccess: (result) => {
      notify({ type: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: orderKeys.histories() });
    },
  });
}
