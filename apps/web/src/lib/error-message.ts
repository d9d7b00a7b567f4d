// spec/01 8 'General error interceptor' and spec/02 8 'Generic request errors':
// the message a failed request shows, built from its status and body. The
// rules run in the spec's order; each found part becomes one line, except
// validationErrors, which replaces everything found before it. The bar shows
// line breaks (white-space: pre-line).

type Rule = (body: Record<string, unknown>, lines: string[]) => string[];

const append =
  (pick: (body: Record<string, unknown>) => string | undefined): Rule =>
  (body, lines) => {
    const part = pick(body);
    return part ? [...lines, part] : lines;
  };

const RULES: readonly Rule[] = [
  append((body) => text(body.message)),
  append((body) => text(body.error_description)),
  append((body) => text(body.ErrorInfo)),
  // Codes such as 'invalid_grant' are for machines; only prose is shown.
  append((body) => {
    const message = text(body.errorMessage);
    return message && !message.includes('_') ? message : undefined;
  }),
  append((body) => afterFirstLineBreak(body.errorDescription)),
  (body, lines) => {
    const messages = messagesOf(body.validationErrors);
    return messages.length > 0 ? [messages.join('\n')] : lines;
  },
  (body, lines) => [...lines, ...messagesOf(body.modelState)],
];

/** The builder's own words, in the site's language (the common namespace's errors). */
export interface ErrorMessageWords {
  /** spec/02 8: the first line of a 404's message. */
  notFound: string;
}

export function buildErrorMessage(status: number, body: unknown, words: ErrorMessageWords): string {
  const start = status === 404 ? [words.notFound] : [];
  const lines = isRecord(body) ? RULES.reduce((found, rule) => rule(body, found), start) : start;
  return withoutRepeats(lines).join('\n');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The server puts a heading before the first line break; the reader needs what follows. */
function afterFirstLineBreak(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /\r?\n/.exec(value);
  return text(match ? value.slice(match.index + match[0].length) : value);
}

/** Every string in a field -> message(s) map or list, in order. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return text(value) ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
}

function withoutRepeats(lines: string[]): string[] {
  return lines.filter((line, index) => lines.indexOf(line) === index);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
