import { APPROVAL_TIME_ZONE, dateTimeFormat, fillTemplate, messagesIn, SHARE_LINK_LIFETIME_HOURS, SUPPORT_CONTACT, type SiteLanguage } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';

export interface ShareEmail {
  senderFirstName: string | null;
  /** The page that opens the link, its token in the fragment. */
  link: string;
  expiresAt: Date;
  /** The sender's site language: the recipient has no account to have one of their own. */
  language: SiteLanguage;
}

// The recipient may be anywhere: the expiry is said with its time zone, the store's clock (that of the approval slots).
const expiryOptions = { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: APPROVAL_TIME_ZONE, timeZoneName: 'short' } as const;

/**
 * spec/02 4.6: the recipient gets a link, never the document. The e-mail
 * says who sent it (their first name), that the link opens once and when
 * it expires, and nothing of the order or its results (no health data).
 */
export function shareEmail({ senderFirstName, link, expiresAt, language }: ShareEmail): EmailContent {
  const words = messagesIn(language).emails;
  const name = senderFirstName?.trim() || words.shareSenderUnnamed;
  const expiry = dateTimeFormat(language, expiryOptions).format(expiresAt);
  return renderEmail({
    subject: fillTemplate(words.shareSubject, { name }),
    greeting: words.greeting,
    paragraphs: [
      fillTemplate(words.shareIntro, { name }),
      fillTemplate(words.shareLifetime, { hours: String(SHARE_LINK_LIFETIME_HOURS), expiry }),
      words.shareNotExpected,
    ],
    action: { label: words.shareAction, url: link },
    closing: fillTemplate(words.closing, { email: SUPPORT_CONTACT.email }),
  });
}
