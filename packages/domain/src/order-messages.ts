// Issue 17: the words of the order calls after checkout (spec/02 7: cancel,
// delete, approve, the status list, the older checkout path). The spec words
// only the confirm prompts (section 8 "Cancel order?", "Delete order?", which
// the web app asks); the answers and refusals here are ours
// (docs/decisions.md "After the order"). Values are {placeholders}.

export const ORDER_MESSAGES = {
  notFound: 'We could not find this order.',
  canceled: 'Order {number} was canceled.',
  canceledAndRefunded: 'Order {number} was canceled. Your payment of {amount} is being refunded to your card.',
  /** A customer may cancel only before the physician approved (docs/decisions.md "After the order"). */
  cancelOnlySubmitted: 'Only an order that is still awaiting approval can be canceled. Please contact customer support about this order.',
  cannotCancel: 'This order can no longer be canceled.',
  removedFromHistory: 'Order {number} was removed from your order history.',
  cartDeleted: 'Cart {number} was deleted.',
  deleteOnlyClosed: 'Only a rejected or canceled order can be removed from your order history.',
  adminDeleteRefused: 'Only a cart, or a rejected or canceled order, can be deleted.',
  cartPaymentOpen: 'A payment for this cart is in progress, so it cannot be deleted now.',
  noReceipt: 'This order has not been paid yet, so it has no receipt.',
  approvalRequested: 'Order {number} was sent to the physician for approval.',
  approvalPolled: 'The lab partner was asked about order {number} now.',
  cannotApprove: 'This order is not waiting for the lab partner, so there is nothing to approve.',
  /** spec/02 4.5 step 1 on the older checkout path: every box ticked. */
  checkoutConsentRequired: 'Please confirm your information in Account Verification and consent to service before checking out.',
} as const;

/** spec/03 4: the status lookup's names, the words of ORDER_STATUS_LABELS, so they are translated with the rest. */
export const ORDER_STATUS_NAMES = {
  cart: 'Cart',
  submitted: 'Submitted',
  inProgress: 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
  declined: 'Declined',
  canceled: 'Canceled',
  externalApiError: 'ExternalApiError',
  newRepeatOrder: 'NewRepeatOrder',
} as const;
