import { adminTransactionListSchema, type AdminTransaction } from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { listUrl, pageQuery, type AdminList } from '../../kit/admin-list';
import { dayRangeTimes, type DayRange } from '../../kit/day-range';
import { orderSearchQuery, statusMask } from './order-search';

// spec/03 7 Orders: GET /api/order/browse with searchUser or number, dates,
// status, isPromo and paging; isFree is the free-only checkbox
// (docs/api-admin.md "Transactions").

export interface TransactionFilters {
  /** The checked status checkboxes. */
  statuses: readonly number[];
  search: string;
  isPromo: boolean;
  isFree: boolean;
  days: DayRange;
}

const flag = (on: boolean) => (on ? 'true' : undefined);

export function transactionsUrl({ statuses, search, isPromo, isFree, days }: TransactionFilters, page: number): string {
  const { dateStart, dateEnd } = dayRangeTimes(days);
  return listUrl('/api/order/browse', {
    ...pageQuery(page),
    status: statusMask(statuses),
    ...orderSearchQuery(search),
    isPromo: flag(isPromo),
    isFree: flag(isFree),
    createdDateFrom: dateStart,
    createdDateTo: dateEnd,
  });
}

export const transactionsList: AdminList<TransactionFilters, AdminTransaction> = {
  name: 'transactions',
  fetchPage: (filters, page, signal) => http.get(transactionsUrl(filters, page), adminTransactionListSchema, signal),
};
