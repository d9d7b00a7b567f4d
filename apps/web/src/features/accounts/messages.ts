import { accountsEn } from './locales/en';

// The words the schemas and the server say are English (packages/domain);
// their Spanish is found by those words.
export type MessageKey = keyof typeof accountsEn.messages;

const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.keys(accountsEn.messages) as MessageKey[]).map((key) => [accountsEn.messages[key], key]),
);

export function messageKey(text: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(text);
}
