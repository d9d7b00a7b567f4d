import { receiptSchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { orderKeys, segment } from './order-keys';

// spec/02 2.9 and 9: GET /api/order/receipt/{id}, the printable receipt.

export const getReceipt = (orderId: string, signal?: AbortSignal) => http.get(`/api/order/receipt/${segment(orderId)}`, receiptSchema, signal);

export const receiptQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.receipt(orderId), queryFn: ({ signal }) => getReceipt(orderId, signal) });

export const useReceipt = (orderId: string, enabled: boolean) => useQuery({ ...receiptQueryOptions(orderId), enabled });
