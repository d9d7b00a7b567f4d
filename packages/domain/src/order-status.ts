
// spec/02 4.1 and spec/03 4: order statuses are single bits, so a filter is a
// bit mask of the statuses it shows.
export const ORDER_STATUS = {
  Cart: 1,
  Submitted: 2,
  InProgress: 4,
  Completed: 8,
  Rejected: 16,
  Declined: 32,
  Canceled: 64,
  ExternalApiError: 128,
  NewRepeatOrder: 256,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** The shared status lookup of spec/03 4, in the spec's own words. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  1: 'Cart',
  2: 'Submitted',
  4: 'In Progress',
  8: 'Completed',
  16: 'Rejected',
  32: 'Declined',
  64: 'Canceled',
  128: 'ExternalApiError',
  256: 'NewRepeatOrder',
};

/** spec/02 4.1, spec/03 9: the filter value meaning every status. */
export const ORDER_STATUS_FILTER_ALL = 255;

/**
 * The statuses a filter selects. 255 is "all" by definition (spec/03 9), even
 * though as a mask it would leave out 256 NewRepeatOrder.
 */
export function statusesInFilter(filter: number): OrderStatus[] {
  if (filter === ORDER_STATUS_FILTER_ALL) return [...ORDER_STATUSES];
  return ORDER_STATUSES.filter((status) => (filter & status) !== 0);
}

/** spec/02 4.1, spec/03 Transactions: a multiple of 16 is drawn as a warning. */
export function isWarningStatus(status: number): boolean {
  return status % 16 === 0;
}

/** spec/02 4.2: an order in progress shows no approval countdown. */
export function showsApprovalCountdown(status: number): boolean {
  return status !== ORDER_STATUS.InProgress;
}

/** spec/03 Transactions: Cancel only for Submitted or In Progress; it sets Canceled. */
export function canCancelOrder(status: number): boolean {
  return status === ORDER_STATUS.Submitted || status === ORDER_STATUS.InProgress;
}

/** spec/03 Transactions: Remove only for Cart or Rejected. */
export function canRemoveOrder(status: number): boolean {
  return status === ORDER_STATUS.Cart || status === ORDER_STATUS.Rejected;
}
