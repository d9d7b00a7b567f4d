import assert from 'node:assert/strict';

// Searching a server's captured log (pino JSON, a record a line) for values
// that must never be in it, and saying where one was found: the value's name
// and the line around it, not the whole log.

/**
 * How a value is looked for. `text`: anywhere, in any case. `number`: as a
 * whole number (no digit, letter or point either side), outside the numbers
 * every log writes (times, ports, status: NOT_PERSONAL_FIELDS), where a zip
 * or a result value would turn up by chance.
 */
export type SecretKind = 'text' | 'number';

export interface Secret {
  name: string;
  kind: SecretKind;
  /** Each way the value may be written: as typed, formatted, encoded in a URL. */
  forms: readonly string[];
  /** Words one of which must be near a number for it to count: a card's last four or a one-digit result turn up by chance alone. */
  near?: RegExp;
}

export interface LogLine {
  /** 1-based, as an editor counts. */
  number: number;
  text: string;
  record: Record<string, unknown>;
}

export interface Leak {
  secret: string;
  form: string;
  line: number;
  excerpt: string;
}

const EXCERPT_SIDE = 90;
const NEAR_WINDOW = 48;

/** Every line of the log as a record; a line that is not JSON fails, since the logs are to be structured. */
export function logLines(log: string): LogLine[] {
  return log
    .split('\n')
    .map((text, index) => ({ text, number: index + 1 }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ text, number }) => {
      let record: unknown;
      try {
        record = JSON.parse(text);
      } catch {
        assert.fail(`log line ${number} is not JSON: ${excerptOf(text, 0, 0)}`);
      }
      assert.ok(record !== null && typeof record === 'object' && !Array.isArray(record), `log line ${number} is not a record`);
      return { number, text, record: record as Record<string, unknown> };
    });
}

// Numbers the log writes that say nothing of a person, kept out of the
// search for numbers, where a zip or a result value would match them by
// chance: the fields of pino and Fastify (times, process, status, the
// addresses and ports of both ends), the dated names of migrations, a job's
// attempt counts; and in any text, instants, a server's origin (its port)
// and a list's paging in a URL (lib/log-redaction.ts keeps it).
const NOT_PERSONAL_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'responseTime', 'statusCode', 'host', 'remoteAddress', 'remotePort', 'migrations', 'attempt', 'maxAttempts']);
const NOT_PERSONAL_TEXT = [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?/g, /\bhttps?:\/\/[^\s"/]+/g, /\$(?:skip|top)=\d+/g];

/** The line without the numbers that say nothing of a person. */
function withoutLoggerNumbers(record: Record<string, unknown>): string {
  return JSON.stringify(record, (key, value: unknown) => {
    if (NOT_PERSONAL_FIELDS.has(key)) return undefined;
    return typeof value === 'string' ? NOT_PERSONAL_TEXT.reduce((text, pattern) => text.replace(pattern, ''), value) : value;
  });
}

/** `text` as a regular expression matching itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function excerptOf(text: string, start: number, length: number): string {
  const from = Math.max(0, start - EXCERPT_SIDE);
  const to = Math.min(text.length, start + length + EXCERPT_SIDE);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

/** Where `form` first occurs in `text` as the secret is looked for, or -1. */
function indexOf(text: string, form: string, { kind, near }: Secret): number {
  if (kind === 'text') return text.toLowerCase().indexOf(form.toLowerCase());
  const whole = new RegExp(`(?<![\\w.])${escapeRegExp(form)}(?![\\w.])`, 'g');
  for (const match of text.matchAll(whole)) {
    if (!near) return match.index;
    const around = text.slice(Math.max(0, match.index - NEAR_WINDOW), match.index + form.length + NEAR_WINDOW);
    if (near.test(around)) return match.index;
  }
  return -1;
}

/** Each secret found in the log, once per line it is on, with the line around it. */
export function findLeaks(lines: readonly LogLine[], secrets: readonly Secret[]): Leak[] {
  const leaks: Leak[] = [];
  for (const line of lines) {
    const numbersLeft = withoutLoggerNumbers(line.record);
    for (const secret of secrets) {
      for (const form of secret.forms) {
        const searched = secret.kind === 'text' ? line.text : numbersLeft;
        const at = indexOf(searched, form, secret);
        if (at === -1) continue;
        leaks.push({ secret: secret.name, form, line: line.number, excerpt: excerptOf(searched, at, form.length) });
        break;
      }
    }
  }
  return leaks;
}

const LEAKS_SHOWN = 12;

/** Which secrets leaked, then the first line each was found on (a few), so the message says what and where without the whole log. */
export function describeLeaks(leaks: readonly Leak[]): string {
  const firstBySecret = new Map<string, Leak>();
  for (const leak of leaks) if (!firstBySecret.has(leak.secret)) firstBySecret.set(leak.secret, leak);
  const firstOfEach = [...firstBySecret.values()];
  const shown = firstOfEach.slice(0, LEAKS_SHOWN).map((leak) => `- the ${leak.secret} (${JSON.stringify(leak.form)}) in log line ${leak.line}: ${leak.excerpt}`);
  const more = firstOfEach.length > LEAKS_SHOWN ? [`- … and ${firstOfEach.length - LEAKS_SHOWN} more`] : [];
  return [
    `the server log holds personal data or secrets, ${leaks.length} times in all: ${firstOfEach.map((leak) => leak.secret).join(', ')}`,
    ...shown,
    ...more,
  ].join('\n');
}
