import { fillTemplate, messagesIn, SUPPORT_CONTACT, type SiteLanguage } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';
import { CONFIRMATION_LINK_DAYS } from './newsletter-confirmations';

/**
 * The double opt-in e-mail (issue 14): the one message a pending address gets.
 * The address may belong to nobody who asked, so it is written in the
 * language of the request that asked for it (issue 16), from the catalogue.
 */
export function subscriptionConfirmationEmail(link: string, language: SiteLanguage): EmailContent {
  const words = messagesIn(language).emails;
  return renderEmail({
    subject: words.newsletterSubject,
    greeting: words.greeting,
    paragraphs: [words.newsletterIntro, fillTemplate(words.newsletterLifetime, { days: String(CONFIRMATION_LINK_DAYS) })],
    action: { label: words.newsletterAction, url: link },
    closing: fillTemplate(words.closing, { email: SUPPORT_CONTACT.email }),
  });
}
