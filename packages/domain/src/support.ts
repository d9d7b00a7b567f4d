import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from './constants';
import { emailSchema, REGISTRATION_EMAIL_MESSAGES } from './validation/email';

// The support message (issue 16): the form that stands where the spec's live
// chat stood (spec/01 1, spec/02 1), sent to the support mailbox through the
// e-mail queue. The spec words none of this; the words are ours
// (docs/decisions.md "Support messages instead of live chat").

/** What a message is about; the support mailbox sees the English label in the subject. */
export const SUPPORT_TOPICS = ['order', 'results', 'findTest', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: ReadonlyMap<SupportTopic, string> = new Map([
  ['order', 'An order or a payment'],
  ['results', 'Results or a requisition'],
  ['findTest', 'Finding or requesting a test'],
  ['account', 'My account'],
  ['other', 'Something else'],
]);

/** A message is a few paragraphs; a longer text is refused, not cut. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

/**
 * The messages of the support form, English and Spanish side by side so
 * that the server's catalogue and the web's dictionary take them from one
 * place.
 */
export const SUPPORT_MESSAGES = {
  nameRequired: 'Please add your name.',
  nameTooLong: `Your name must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  topicRequired: 'Please choose a topic.',
  messageRequired: 'Please write your message.',
  messageTooLong: `Your message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`,
} as const;

/** POST /api/support/message. `website` is a field people never see: a bot that fills it is answered, and nothing is sent. */
export const supportMessageSchema = z.object({
  name: z.string({ error: SUPPORT_MESSAGES.nameRequired }).trim().min(1, SUPPORT_MESSAGES.nameRequired).max(TEXT_INPUT_MAX_LENGTH, SUPPORT_MESSAGES.nameTooLong),
  // The registration's words for an address (spec/01 5), already in both languages.
  email: emailSchema(REGISTRATION_EMAIL_MESSAGES),
  topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_MESSAGES.topicRequired }),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.messageRequired)
    .max(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES.messageTooLong),
  website: z.string().max(TEXT_INPUT_MAX_LENGTH).optional(),
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessage = z.output<typeof supportMessageSchema>;

/** The answer: the message is on its way (or, for a bot, seems to be). */
export const supportMessageSentSchema = z.object({});
