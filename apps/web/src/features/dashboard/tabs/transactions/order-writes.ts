import { orderActionResultSchema } from '@labstore/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { notify } from '../../../../lib/notifications';
import { adminKeys } from '../../kit/admin-list';
import { transactionsList } from './get-transactions';
import { addProduct, removeItem, withQuasiSession } from './quasi-session';

// spec/03 2, 7 Orders: the Transactions tab's writes. Cancel and Remove are
// the spec's GET /api/order/cancel/{id} and DELETE /api/order/{id}, which
// reach any order for an administrator; the server words the outcome. Each
// success is said in the notification bar and the list read afresh; a
// failure is said there by the HTTP client.

const segment = (id: string) => encodeURIComponent(id);

const refreshList = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, transactionsList.name] });

export type OrderAction = 'cancel' | 'delete';

const ORDER_ACTIONS = new Map([
  ['cancel', (id: string) => sendWrite(`/api/order/cancel/${segment(id)}`, { method: 'GET', schema: orderActionResultSchema })],
  ['delete', (id: string) => sendWrite(`/api/order/${segment(id)}`, { method: 'DELETE', schema: orderActionResultSchema })],
] as const);

export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, orderId }: { action: OrderAction; orderId: string }) => {
      const send = ORDER_ACTIONS.get(action);
      if (!send) throw new Error(`no order action ${action}`);
      return send(orderId);
    },
    onSuccess: (result) => {
      notify({ type: 'success', message: result.message });
      return refreshList(queryClient);
    },
  });
}

/** Adds a test, as the customer, to their named status-1 order or (null) to their cart; `message` is said on success. */
export function useAddProduct(message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, orderId, productId }: { userId: string; orderId: string | null; productId: string }) =>
      withQuasiSession(userId, (session) => addProduct(session, orderId ?? session.orderId, productId)),
    onSuccess: () => {
      notify({ type: 'success', message });
      return refreshList(queryClient);
    },
  });
}

/** Removes a line of a status-1 order, as its customer; `message` words the removed line. */
export function useRemoveItem(message: (name: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, orderId, itemId }: { userId: string; orderId: string; itemId: string; name: string }) =>
      withQuasiSession(userId, (session) => removeItem(session, orderId, itemId)),
    onSuccess: (_, { name }) => {
      notify({ type: 'success', message: message(name) });
      return refreshList(queryClient);
    },
  });
}
