import type { SiteLanguage, SupportMessage } from '@labstore/domain';
import type { Mailer } from '../mail/mailer';
import { supportMessageEmail } from './support-emails';

export interface SupportServiceDeps {
  mailer: Mailer;
  /** The support mailbox (SUPPORT_CONTACT.email). */
  mailbox: string;
}

/** Support messages (issue 16): what stands where the spec's live chat stood. */
export function supportService({ mailer, mailbox }: SupportServiceDeps) {
  return {
    /**
     * Sends the message to the support mailbox through the e-mail log and
     * queue (mail/mailer.ts). A message whose hidden `website` field is
     * filled came from a bot: it is answered as sent and dropped.
     */
    async send(message: SupportMessage, language: SiteLanguage): Promise<void> {
      if (message.website) return;
      await mailer.send({ to: mailbox, sendBy: 'support-message', ...supportMessageEmail(message, language) });
    },
  };
}
