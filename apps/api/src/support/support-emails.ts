import { SUPPORT_TOPIC_LABELS, type SiteLanguage, type SupportMessage } from '@labstore/domain';
import { renderEmail, type EmailContent } from '../mail/templates';

const LANGUAGE_NAMES: ReadonlyMap<SiteLanguage, string> = new Map([
  ['en', 'English'],
  ['es', 'Spanish'],
]);

/**
 * A customer's message as the support mailbox receives it: in English, the
 * team's language, naming the language the customer wrote from so the
 * answer can be in it. What the customer typed is escaped in the HTML part
 * (renderEmail).
 */
export function supportMessageEmail(message: SupportMessage, language: SiteLanguage): EmailContent {
  const topic = SUPPORT_TOPIC_LABELS.get(message.topic) ?? message.topic;
  return renderEmail({
    subject: `Support message: ${topic}`,
    greeting: 'A customer wrote through the store\u2019s support form.',
    paragraphs: [
      `From: ${message.name} <${message.email}>`,
      `Topic: ${topic}`,
      `Site language: ${LANGUAGE_NAMES.get(language) ?? language}`,
      message.message,
    ],
    closing: `Answer by writing to ${message.email}.`,
  });
}
