import { SUPPORT_CONTACT } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';
import { CONFIRMATION_LINK_DAYS } from './newsletter-confirmations';

/**
 * The double opt-in e-mail (issue 14): the one message a pending address gets.
 * In English, the store's language: the subscribe call names no language
 * (spec/02 7), and the address may belong to nobody who asked.
 */
export function subscriptionConfirmationEmail(link: string): EmailContent {
  return renderEmail({
    subject: 'Confirm your subscription to the labstore blog',
    greeting: 'Hello,',
    paragraphs: [
      'Someone, probably you, asked to receive the labstore blog newsletter at this address. Nothing will be sent to it until you confirm with the link below.',
      `The link expires in ${CONFIRMATION_LINK_DAYS} days. If you did not ask for it, you can ignore this message.`,
    ],
    action: { label: 'Confirm my subscription', url: link },
    closing: `Best regards,\nThe labstore team (${SUPPORT_CONTACT.email})`,
  });
}
