import { fillTemplate, messagesIn, siteLanguageOfPreference, SUPPORT_CONTACT } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';
import type { OrderMailRecipient } from '../profiles';

// Issue 17: the e-mails of an order's life after payment, in the account's
// language (as the account e-mails). A link and the order's number, nothing
// else: no test, result or reason (no health data in an e-mail). The link
// is the order history, or for an approval the order's lab-visit pass
// (issue 18), which the customer opens at the test center.

export type OrderEvent = 'approved' | 'rejected' | 'results';

/** Where an order's e-mails point, absolute. */
export interface OrderLinks {
  orderHistory: string;
  pass: string;
}

export function orderEventEmail(recipient: OrderMailRecipient, event: OrderEvent, orderNumber: number, links: OrderLinks): EmailContent {
  const words = messagesIn(siteLanguageOfPreference(recipient.languagePreference)).emails;
  const number = String(orderNumber);
  const action = event === 'approved' ? { label: words.passAction, url: links.pass } : { label: words.orderHistoryAction, url: links.orderHistory };
  const [subject, intro] =
    event === 'approved'
      ? [words.orderApprovedSubject, words.orderApprovedIntro]
      : event === 'rejected'
        ? [words.orderRejectedSubject, words.orderRejectedIntro]
        : [words.resultsReadySubject, words.resultsReadyIntro];
  return renderEmail({
    subject: fillTemplate(subject, { number }),
    greeting: recipient.firstName ? fillTemplate(words.greetingNamed, { name: recipient.firstName }) : words.greeting,
    paragraphs: [fillTemplate(intro, { number })],
    action,
    closing: fillTemplate(words.closing, { email: SUPPORT_CONTACT.email }),
  });
}
