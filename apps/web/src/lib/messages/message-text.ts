import { MESSAGES_EN, MESSAGES_ES, messageTranslator, type MessageTranslation } from '@labstore/domain';

// spec/01 5, 8: the domain schemas and the server speak the catalogue's
// English (packages/domain i18n/messages-en.ts); the server answers in the
// request's language already, but a form's own check (the shared zod schema
// run in the browser) says the English words. A message is shown in the
// site's language by the domain's translator, from the catalogue of that
// language: a text it does not know (a name, a provider's words) is shown as
// it came, and a message of several lines is translated line by line.

/** The domain's catalogue of messages for a site language ('es', else English). */
export function messageCatalogue(language: string | undefined): MessageTranslation {
  return language === 'es' ? MESSAGES_ES : MESSAGES_EN;
}

const TRANSLATORS = new WeakMap<MessageTranslation, (text: string) => string>();

function translatorOf(catalogue: MessageTranslation): (text: string) => string {
  const known = TRANSLATORS.get(catalogue);
  if (known) return known;
  const translator = messageTranslator(catalogue);
  TRANSLATORS.set(catalogue, translator);
  return translator;
}

/** The message in `catalogue`'s language; undefined stays undefined (no message to show). */
export function translateMessage(message: string | undefined, catalogue: MessageTranslation): string | undefined {
  return message === undefined ? undefined : translatorOf(catalogue)(message);
}
