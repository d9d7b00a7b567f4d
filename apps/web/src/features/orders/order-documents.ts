import { ORDER_STATUS, showsApprovalCountdown, type OrderHistoryEntry, type OrderResult } from '@labstore/domain';

// spec/02 4.2: the Requisition and Results menus and the approval countdown.

/**
 * Orders that wait for nothing: never placed, finished, refused or canceled.
 * spec/02 4.2 names only In Progress as hiding the countdown; a Canceled or
 * Rejected order will never be approved, so it shows no countdown either.
 */
const WAITS_FOR_NOTHING: ReadonlySet<number> = new Set([
  ORDER_STATUS.Cart,
  ORDER_STATUS.Completed,
  ORDER_STATUS.Rejected,
  ORDER_STATUS.Declined,
  ORDER_STATUS.Canceled,
]);

/** spec/02 4.2: the countdown shows while no requisition link exists and the order is not In Progress. */
export function awaitsApproval(order: Pick<OrderHistoryEntry, 'status' | 'results'>): boolean {
  const hasRequisition = order.results.some((result) => result.requisitionLink !== null);
  return !hasRequisition && showsApprovalCountdown(order.status) && !WAITS_FOR_NOTHING.has(order.status);
}

/** Whether the order has or will have documents: a canceled or rejected order before approval has none to show. */
export function showsDocuments(order: Pick<OrderHistoryEntry, 'status' | 'results'>): boolean {
  return order.results.length > 0 || !WAITS_FOR_NOTHING.has(order.status);
}

export interface DocumentMenus {
  /** Active from approval until the results arrive (then the results replace it). */
  requisition: { active: boolean };
  /** Greyed "Results Pdf" until ready, then active (green). */
  results: { active: boolean };
  /** Share and View: never for an administrator acting as the customer. */
  actionsAllowed: boolean;
}

export function documentMenus(result: OrderResult | undefined, actingForCustomer: boolean): DocumentMenus {
  const resultsReady = result?.resultLink != null;
  const requisitionReady = result?.requisitionLink != null;
  return {
    requisition: { active: requisitionReady && !resultsReady },
    results: { active: resultsReady },
    actionsAllowed: !actingForCustomer,
  };
}

/** Orders approved by the partner: they have a lab-visit pass while their requisition is out. */
const APPROVED: ReadonlySet<number> = new Set([ORDER_STATUS.InProgress, ORDER_STATUS.Completed]);

/** Issue 18: the lab-visit pass, for an order In Progress or Completed with a requisition (what GET /api/order/pass answers for). */
export function hasLabVisitPass(order: Pick<OrderHistoryEntry, 'status' | 'results'>): boolean {
  return APPROVED.has(order.status) && order.results.some((result) => result.requisitionLink !== null);
}

/** spec/02 4.2 and the results screen: whether any report of the order has results. */
export function hasResults(order: Pick<OrderHistoryEntry, 'results'>): boolean {
  return order.results.some((result) => result.resultLink !== null);
}
