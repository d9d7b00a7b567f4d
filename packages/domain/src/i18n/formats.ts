import type { CalendarDate } from '../calendar-date';
import type { SiteLanguage } from './site-language';

// Issue 16: every date, time, number and amount a person reads is formatted
// here, with Intl, for the site language; api and web share these functions
// so a figure reads the same in a notice, an e-mail and a screen
// (docs/decisions.md "Formats for the site language").

const INTL_LOCALES: ReadonlyMap<SiteLanguage, string> = new Map([
  ['en', 'en-US'],
  // US Spanish: dollars as '$24.00' and '29,937' as in English, Spanish words
  // for days and months, 'a.m.'/'p.m.' (Node's and Chromium's ICU agree).
  ['es', 'es-US'],
]);

/** The BCP 47 locale Intl formats the site language in: 'en-US', 'es-US'. */
export function intlLocale(language: SiteLanguage): string {
  return INTL_LOCALES.get(language) ?? 'en-US';
}

// Intl formatters are slow to build and cheap to reuse: one per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(language: SiteLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(language: SiteLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A count or measure with the language's separators: 29937 -> '29,937'; at most `maximumFractionDigits` decimals (none by default). */
export function formatNumber(value: number, language: SiteLanguage, { maximumFractionDigits = 0 }: { maximumFractionDigits?: number } = {}): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/** A percentage given in points: 12.5 -> '12.5%'. */
export function formatPercent(points: number, language: SiteLanguage): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(points / 100);
}

/**
 * How a date reads. spec/02 5: dates follow month/day/year, '04/09/1980'.
 * Spanish names the month ('9 abr 1980'): es-US's numeric order is
 * day/month, which a reader used to US dates would take the other way round.
 */
const DATE_OPTIONS: ReadonlyMap<SiteLanguage, Intl.DateTimeFormatOptions> = new Map<SiteLanguage, Intl.DateTimeFormatOptions>([
  ['en', { month: '2-digit', day: '2-digit', year: 'numeric' }],
  ['es', { day: 'numeric', month: 'short', year: 'numeric' }],
]);

/**
 * A date for the language. A calendar date (a birthday) is that day
 * wherever the reader is; an instant (an article's update) is the day it
 * was where the reader is.
 */
export function formatDate(date: CalendarDate | Date, language: SiteLanguage): string {
  const options = DATE_OPTIONS.get(language) ?? {};
  if (date instanceof Date) return dateTimeFormat(language, options).format(date);
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(Date.UTC(date.year, date.month - 1, date.day));
}

/** A wall-clock time with no date or zone; hour runs 0-23. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** A monday, so that ISO weekday n (1 Monday .. 7 Sunday) falls on day n of its month. */
const A_MONDAY = { year: 2024, monthIndex: 0 };

function timeOfDayInstant({ hour, minute }: TimeOfDay): number {
  return Date.UTC(A_MONDAY.year, A_MONDAY.monthIndex, 1, hour, minute);
}

/** '7:30 AM', '4:00 PM'; '7:30 a.m.' in Spanish. */
export function formatTimeOfDay(time: TimeOfDay, language: SiteLanguage): string {
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(timeOfDayInstant(time));
}

/** The parts of a time of day, for the shorter spellings of the support hours. */
export function timeOfDayParts(time: TimeOfDay, language: SiteLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] {
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).formatToParts(timeOfDayInstant(time));
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A day's short name: 'Mon', 'Sat'; 'lun', 'sáb' in Spanish. */
export function formatWeekday(day: Weekday, language: SiteLanguage): string {
  return dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(A_MONDAY.year, A_MONDAY.monthIndex, day));
}
