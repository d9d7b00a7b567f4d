import { placeholdersOf, fillTemplate } from './message-template';
import { MESSAGES_EN, type MessageTranslation } from './messages-en';

// The rules and schemas say their messages in English, the catalogue's
// words; a message is put into the reader's language once, where it leaves
// for a person (the API's error handler and answers, the web's forms). Its
// English words find its entry: a composed one by its template, whose values
// ("Ferritin", "$19.50") are kept, and translated too when they are messages
// themselves (a refund's reason). A message of several lines (the checkout's
// notices, error 101, spec/01 8's modelState list) is translated line by line;
// a text the catalogue does not know (a payment provider's words, a name)
// stays as it came.

interface CatalogueEntry {
  english: string;
  translated: string;
}

function entriesOf(english: object, translated: object): CatalogueEntry[] {
  const translations = new Map(Object.entries(translated));
  return Object.entries(english).flatMap(([key, value]: [string, unknown]) => {
    const other: unknown = translations.get(key);
    if (typeof value === 'string') return typeof other === 'string' ? [{ english: value, translated: other }] : [];
    return typeof value === 'object' && value !== null && typeof other === 'object' && other !== null ? entriesOf(value, other) : [];
  });
}

interface Template {
  pattern: RegExp;
  names: string[];
  translated: string;
  /** The words around the placeholders: the more, the surer a match. */
  literalLength: number;
}

/** A text matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(entry: CatalogueEntry): Template {
  const names: string[] = [];
  const literals = entry.english.split(/\{[a-zA-Z]+\}/);
  const source = entry.english.replace(/\{([a-zA-Z]+)\}|[^{]+|\{/g, (part, name?: string) => {
    if (name === undefined) return escapeRegExp(part);
    names.push(name);
    return '(.+?)';
  });
  return { pattern: new RegExp(`^${source}$`, 's'), names, translated: entry.translated, literalLength: literals.join('').length };
}

/** Translates English messages of the catalogue into `translation`'s language. */
export function messageTranslator(translation: MessageTranslation): (text: string) => string {
  const entries = entriesOf(MESSAGES_EN, translation);
  const exact = new Map<string, string>();
  for (const entry of entries) if (!exact.has(entry.english)) exact.set(entry.english, entry.translated);
  const templates = entries
    .filter((entry) => placeholdersOf(entry.english).length > 0)
    .map(templateOf)
    .sort((a, b) => b.literalLength - a.literalLength);

  function translateLine(line: string, depth: number): string {
    const known = exact.get(line);
    if (known !== undefined) return known;
    if (depth > 1) return line;
    for (const template of templates) {
      const match = template.pattern.exec(line);
      if (!match) continue;
      const values = new Map(template.names.map((name, index) => [name, translateLine(match[index + 1] ?? '', depth + 1)]));
      return fillTemplate(template.translated, Object.fromEntries(values));
    }
    return line;
  }

  return (text) =>
    text
      .split('\n')
      .map((line) => translateLine(line, 0))
      .join('\n');
}
