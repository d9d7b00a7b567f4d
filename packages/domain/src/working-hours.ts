import { formatTimeOfDay, formatWeekday, type TimeOfDay, type Weekday } from './i18n/formats';
import type { SiteLanguage } from './i18n/site-language';

// spec/02 3: a test center's workingHours, "reformatted for display". The
// partner writes groups of days and their hours, 'Mon-Fri: 07:00 AM-03:30 PM;
// Sat: 08:00 AM-12:00 PM', at times with a pause, '(closed 12:00-12:30 PM)';
// the API answers the same in English, a group a line ('Mon–Fri: 7:00 AM –
// 3:30 PM'). Both spellings read into one structure, which each language
// writes with Intl's names of days and its clock (issue 16).

export interface TimeRange {
  from: TimeOfDay;
  to: TimeOfDay;
}

/** Monday to Friday is { first: 1, last: 5 }; a single day has first === last. */
export interface DaySpan {
  first: Weekday;
  last: Weekday;
}

export interface WorkingHoursGroup {
  days: readonly DaySpan[];
  hours: TimeRange;
  /** A pause in the day: '(closed 12:00-12:30 PM)'. */
  closedDuring: TimeRange | undefined;
}

const WEEKDAYS: ReadonlyMap<string, Weekday> = new Map([
  ['mon', 1],
  ['tue', 2],
  ['wed', 3],
  ['thu', 4],
  ['fri', 5],
  ['sat', 6],
  ['sun', 7],
]);

// A hyphen or an en dash, with or without spaces around it.
const DASH = '\\s*[-\u2013]\\s*';
const TIME = '(\\d{1,2}):(\\d{2})(?:\\s*([AaPp])\\.?\\s*[Mm]\\.?)?';
const RANGE = `${TIME}${DASH}${TIME}`;
const GROUP = new RegExp(`^([A-Za-z,\\s\u2013-]+?)\\s*:\\s*${RANGE}(?:\\s*\\(\\s*closed\\s+${RANGE}\\s*\\))?$`);
const DAY_SPAN = new RegExp(`^([A-Za-z]{3})(?:${DASH}([A-Za-z]{3}))?$`);

type Period = 'a' | 'p' | undefined;

/** A time from its hour, minutes and am/pm (none: the 24-hour clock); undefined when out of range. */
function timeOf(hourText: string, minuteText: string, period: Period): TimeOfDay | undefined {
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return undefined;
  if (period === undefined) return hour <= 23 ? { hour, minute } : undefined;
  if (hour < 1 || hour > 12) return undefined;
  return { hour: (hour % 12) + (period === 'p' ? 12 : 0), minute };
}

const minutesOf = ({ hour, minute }: TimeOfDay): number => hour * 60 + minute;
const otherPeriod = (period: Period): Period => (period === 'a' ? 'p' : 'a');
const periodOf = (mark: string | undefined): Period => (mark === undefined ? undefined : mark.toLowerCase() === 'p' ? 'p' : 'a');

/**
 * A range whose am/pm is written once ('12:00-12:30 PM') gives it to the
 * other end too, unless that would end the range before it starts
 * ('11:30-12:30 PM' starts in the morning).
 */
function rangeOf(parts: readonly (string | undefined)[]): TimeRange | undefined {
  const [fromHour = '', fromMinute = '', fromMark, toHour = '', toMinute = '', toMark] = parts;
  let fromPeriod = periodOf(fromMark);
  let toPeriod = periodOf(toMark);
  const inferFrom = fromPeriod === undefined && toPeriod !== undefined;
  const inferTo = toPeriod === undefined && fromPeriod !== undefined;
  if (inferFrom) fromPeriod = toPeriod;
  if (inferTo) toPeriod = fromPeriod;
  let from = timeOf(fromHour, fromMinute, fromPeriod);
  let to = timeOf(toHour, toMinute, toPeriod);
  if (from && to && minutesOf(from) > minutesOf(to)) {
    if (inferFrom) from = timeOf(fromHour, fromMinute, otherPeriod(fromPeriod));
    if (inferTo) to = timeOf(toHour, toMinute, otherPeriod(toPeriod));
  }
  return from && to ? { from, to } : undefined;
}

function daysOf(text: string): DaySpan[] | undefined {
  const spans: DaySpan[] = [];
  for (const item of text.split(',')) {
    const match = DAY_SPAN.exec(item.trim());
    const first = WEEKDAYS.get(match?.[1]?.toLowerCase() ?? '');
    const last = match?.[2] === undefined ? first : WEEKDAYS.get(match[2].toLowerCase());
    if (first === undefined || last === undefined) return undefined;
    spans.push({ first, last });
  }
  return spans;
}

function groupOf(text: string): WorkingHoursGroup | undefined {
  const match = GROUP.exec(text);
  if (!match) return undefined;
  const days = daysOf(match[1] ?? '');
  const hours = rangeOf(match.slice(2, 8));
  const closedDuring = match[8] === undefined ? undefined : rangeOf(match.slice(8, 14));
  if (!days || !hours || (match[8] !== undefined && !closedDuring)) return undefined;
  return { days, hours, closedDuring };
}

/**
 * The hours in the partner's spelling or the API's (groups separated by ';'
 * or new lines); undefined when any group cannot be read, so that the text
 * is then shown as it was written rather than in part.
 */
export function parseWorkingHours(text: string): WorkingHoursGroup[] | undefined {
  const lines = text
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return undefined;
  const groups: WorkingHoursGroup[] = [];
  for (const line of lines) {
    const group = groupOf(line);
    if (!group) return undefined;
    groups.push(group);
  }
  return groups;
}

const EN_DASH = '\u2013';

/** The word before a pause in the day: the one word of the hours that is not a day or a time. */
const CLOSED_WORD: ReadonlyMap<SiteLanguage, string> = new Map([
  ['en', 'closed'],
  ['es', 'cerrado'],
]);

function formatRange({ from, to }: TimeRange, language: SiteLanguage): string {
  return `${formatTimeOfDay(from, language)} ${EN_DASH} ${formatTimeOfDay(to, language)}`;
}

function formatDays(days: readonly DaySpan[], language: SiteLanguage): string {
  return days
    .map(({ first, last }) => (first === last ? formatWeekday(first, language) : `${formatWeekday(first, language)}${EN_DASH}${formatWeekday(last, language)}`))
    .join(', ');
}

/**
 * The hours a group a line (joined by '\n'): 'Mon–Fri: 7:00 AM – 4:30 PM'
 * in English, 'lun–vie: 7:00 a.m. – 4:30 p.m.' in Spanish.
 */
export function formatWorkingHours(groups: readonly WorkingHoursGroup[], language: SiteLanguage): string {
  return groups
    .map(({ days, hours, closedDuring }) => {
      const pause = closedDuring ? ` (${CLOSED_WORD.get(language) ?? 'closed'} ${formatRange(closedDuring, language)})` : '';
      return `${formatDays(days, language)}: ${formatRange(hours, language)}${pause}`;
    })
    .join('\n');
}
