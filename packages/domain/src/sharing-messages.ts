// spec/02 4.6 and 8: sharing a requisition or results by e-mail. The success
// message is the spec's, word for word; the spec words no refusal, so the
// others are ours (docs/decisions.md "After the order", Share links). The
// refusals of a link say nothing of the order behind it.

export const SHARING_MESSAGES = {
  /** spec/02 8 "Share sent", type 1. */
  sentRequisition: 'Your requisition for Order {number} was sent successfully to {email} on {date}.',
  /** spec/02 8 "Share sent", type 3. */
  sentResults: 'Your results for Order {number} was sent successfully to {email} on {date}.',
  contactToRequired: 'Please enter the email address to send it to.',
  contactToInvalid: 'Please enter a valid email address to send it to.',
  fileType: 'The document type must be 1 (requisition) or 3 (results).',
  tokenRequired: 'This link is incomplete. Please open the whole link from the email.',
  orderNotFound: 'We could not find this order.',
  customerOnly: 'Only the customer can share or revoke their documents: sharing is turned off while an administrator views their orders.',
  requisitionNotReady: 'The requisition is not ready yet: it can be shared once the physician approves the order.',
  resultsNotReady: 'The results are not ready yet: they can be shared once the lab reports them.',
  tooManyShares: 'You have shared many documents in a short time. Please try again later.',
  tooManySharesToRecipient: 'This address has received as many shared documents as we send in a day. Please try again tomorrow.',
  shareNotFound: 'We could not find this shared link.',
  revokeOpened: 'This link was already opened, so it can no longer be revoked.',
  revokeExpired: 'This link has already expired, so there is nothing to revoke.',
  revokeRevoked: 'This link was already revoked.',
  linkUnknown: 'This link is not valid. Please check that you opened the whole link from the email.',
  linkUsed: 'This link was already used: a shared link opens only once. Please ask the sender to share the document again.',
  linkExpired: 'This link has expired. Please ask the sender to share the document again.',
  linkRevoked: 'The sender withdrew this link. Please ask them to share the document again if you still need it.',
  linkUnavailable: 'This document is no longer available. Please ask the sender to share it again.',
} as const;

