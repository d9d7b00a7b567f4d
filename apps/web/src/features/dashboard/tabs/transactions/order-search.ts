import { ORDER_STATUS_FILTER_ALL, ORDER_STATUSES } from '@labstore/domain';

// spec/03 2 Transactions tab: the status checkboxes and the order search, as
// GET /api/order/browse takes them (docs/api-admin.md "Transactions").

const LARGEST_ORDER_NUMBER = 2_147_483_647;

/** spec/03 2, 9: the checked statuses as a mask; every status checked is 255, all. */
export function statusMask(checked: readonly number[]): number {
  if (ORDER_STATUSES.every((status) => checked.includes(status))) return ORDER_STATUS_FILTER_ALL;
  return checked.reduce((mask, status) => mask | status, 0);
}

/**
 * spec/03 2 Order search: when the first dash-separated part of the text is a
 * number, the order number ('100123-ROSA' is order 100123); otherwise the user.
 */
export function orderSearchQuery(text: string): { number?: number; searchUser?: string } {
  const term = text.trim();
  if (term === '') return {};
  const first = term.split('-')[0]?.trim() ?? '';
  const number = /^\d{1,10}$/.test(first) ? Number(first) : 0;
  return number >= 1 && number <= LARGEST_ORDER_NUMBER ? { number } : { searchUser: term };
}
