// The words of the store's e-mails (accounts, newsletter), in {braces} the
// values each one is composed with. An e-mail is written in its recipient's
// language: the account's language preference, else the request's
// (i18n/messages-en.ts, docs/decisions.md).

export const EMAIL_MESSAGES = {
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  closing: 'Best regards,\nThe labstore team ({email})',
  oneHour: '1 hour',
  hours: '{count} hours',
  confirmationSubject: 'Activate your labstore account',
  confirmationIntro: 'Thank you for registering. To activate your account, please confirm your email address with the link below.',
  confirmationLifetime: 'The link expires in {days} days. If you did not create this account, you can ignore this message.',
  confirmationAction: 'Confirm my email address',
  resetSubject: 'Reset your labstore password',
  resetIntro: 'We received a request to reset your password. Use the link below to choose a new one.',
  resetLifetime: 'The link expires in {lifetime} and works once. If you did not ask for it, you can ignore this message: your password stays the same.',
  resetAction: 'Reset my password',
  mfaSubject: 'Your labstore sign-in code: {code}',
  mfaInstruction: "Enter this code in the 'Code from Email' field to sign in. It expires in {minutes} minutes and works once.",
  mfaWarning: 'If you did not try to sign in, please change your password.',
  signInLockedSubject: 'Someone is trying to sign in to your labstore account',
  signInLockedWhat:
    'There were many failed attempts to sign in to your account in the last hour, so we paused it: for up to an hour nobody can sign in with your current password, you included.',
  signInLockedWayOut:
    'To sign in now, choose a new password with the link below. The link expires in {lifetime} and works once. If the attempts were yours, you can also wait an hour.',
  signInLockedAction: 'Choose a new password',
  newsletterSubject: 'Confirm your subscription to the labstore blog',
  newsletterIntro:
    'Someone, probably you, asked to receive the labstore blog newsletter at this address. Nothing will be sent to it until you confirm with the link below.',
  newsletterLifetime: 'The link expires in {days} days. If you did not ask for it, you can ignore this message.',
  newsletterAction: 'Confirm my subscription',
  unsubscribeFooter: 'You receive this e-mail from labstore. To stop e-mails like this one, unsubscribe',
  // Issue 17, spec/02 4.6: a shared requisition or results. Only a link and
  // its expiry, never the document or anything of it (no health data).
  shareSubject: '{name} shared a document with you through labstore',
  shareSenderUnnamed: 'A labstore customer',
  shareIntro: '{name} used labstore to share a document with you. For privacy it is not attached to this email: open it with the secure link below.',
  shareLifetime: 'The link opens once and expires in {hours} hours, on {expiry}. If you want to keep the document, save it when you open it.',
  shareNotExpected: 'If you were not expecting it, you can ignore this message: the link expires by itself.',
  shareAction: 'Open the shared document',
  // Issue 17: what happens to an order after payment. A link to the order
  // history only: no test, result or reason in the e-mail (no health data).
  orderHistoryAction: 'Go to Order History',
  // Issue 18: the approval e-mail's button opens the order's lab-visit pass.
  passAction: 'Open your lab-visit pass',
  orderApprovedSubject: 'Your labstore order {number} is approved',
  orderApprovedIntro: 'A physician approved your order {number}. Your lab requisition is ready in your order history: print it or show it at the test center.',
  orderRejectedSubject: 'Your labstore order {number} was not approved',
  orderRejectedIntro: 'The physician could not approve your order {number}. Its payment is refunded in full; your order history says why.',
  resultsReadySubject: 'Your labstore results are ready',
  resultsReadyIntro: 'The results of your order {number} are ready. You can see and download them in your order history.',
} as const;
