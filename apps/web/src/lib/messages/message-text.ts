import { formsEn } from './locales/en';

// spec/01 5, 8: the domain schemas and the server speak the spec's English.
// A message is shown in the site's language by finding its key from those
// English words; a text the dictionary does not know (a server's free text,
// a name) is shown as it came. A message of several lines (the server's
// validation list, spec/01 8) is translated line by line.

export type MessageKey = keyof typeof formsEn.messages;

const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.keys(formsEn.messages) as MessageKey[]).map((key) => [formsEn.messages[key], key]),
);

export function messageKey(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}

/** The message in the language `translate` speaks; undefined stays undefined (no message to show). */
export function translateMessage(message: string | undefined, translate: (key: MessageKey) => string): string | undefined {
  if (message === undefined) return undefined;
  return message
    .split('\n')
    .map((line) => {
      const key = messageKey(line);
      return key ? translate(key) : line;
    })
    .join('\n');
}
