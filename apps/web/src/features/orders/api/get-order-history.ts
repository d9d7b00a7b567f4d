import { ORDER_HISTORY_PAGE_SIZE, ORDER_STATUS, orderHistoryListSchema, type OrderHistoryList } from '@labstore/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { orderKeys } from './order-keys';

// spec/02 2.10 and 7: GET /api/taxonomy/order, the caller's orders newest
// first, 10 a page (spec/02 9).

export function orderHistoryUrl(page: number): string {
  const skip = (Math.max(1, page) - 1) * ORDER_HISTORY_PAGE_SIZE;
  return `/api/taxonomy/order?$orderby=${encodeURIComponent('CreatedDate desc')}&$skip=${skip}&$top=${ORDER_HISTORY_PAGE_SIZE}`;
}

export const getOrderHistory = (page: number, signal?: AbortSignal) => http.get(orderHistoryUrl(page), orderHistoryListSchema, signal);

/** While an order waits for its physician or its results, the page asks again this often. */
export const PENDING_ORDERS_REFRESH_MS = 30_000;

const WAITING_STATUSES: ReadonlySet<number> = new Set([ORDER_STATUS.Submitted, ORDER_STATUS.InProgress]);

/** Issue 17: the countdown gives way to the requisition, and the greyed results turn green, without a reload. */
export function refreshIntervalOf(list: OrderHistoryList | undefined): number | false {
  return list?.items.some((order) => WAITING_STATUSES.has(order.status)) ? PENDING_ORDERS_REFRESH_MS : false;
}

export const orderHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.history(page),
    queryFn: ({ signal }) => getOrderHistory(page, signal),
    // An order's status and documents change as the partner works: read afresh on each visit.
    staleTime: 0,
    refetchInterval: (query) => refreshIntervalOf(query.state.data),
  });

/** The page shown stays while the next one loads, so the list does not jump to empty. */
export const useOrderHistory = (page: number) => useQuery({ ...orderHistoryQueryOptions(page), placeholderData: keepPreviousData });
