import type { SiteLanguage } from './site-language';
import { messageTranslator } from './message-translation';
import { MESSAGES_EN, type MessageTranslation } from './messages-en';
import { MESSAGES_ES } from './messages-es';

// The server's side of the catalogue: both languages at hand, chosen by the
// request's language or the recipient's preference. The web app loads the
// Spanish catalogue with its forms only (docs/decisions.md).

const CATALOGUES = new Map<SiteLanguage, MessageTranslation>([
  ['en', MESSAGES_EN],
  ['es', MESSAGES_ES],
]);

const TRANSLATORS = new Map<SiteLanguage, (text: string) => string>([
  ['en', (text) => text],
  ['es', messageTranslator(MESSAGES_ES)],
]);

/** The catalogue of a language, for composing a message in it (an e-mail). */
export function messagesIn(language: SiteLanguage): MessageTranslation {
  return CATALOGUES.get(language) ?? MESSAGES_EN;
}

/** An English message of the catalogue (plain or composed) in `language`; a text it does not know stays as it is. */
export function localizeMessage(text: string, language: SiteLanguage): string {
  return (TRANSLATORS.get(language) ?? String)(text);
}
