// A day on the calendar with no time or zone: birthdays are compared as days
// (spec/01 5), never as instants. month runs 1-12.
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** spec/01 5: days follow month length with leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_LENGTHS[month - 1] ?? 0;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return Number.isInteger(year) && year >= 1 && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/** Negative, zero or positive as a is before, on or after b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The date it is now where this code runs (the browser's, or the server's zone). */
export function todayCalendarDate(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function checked(date: CalendarDate): CalendarDate | undefined {
  return isValidCalendarDate(date) ? date : undefined;
}

/** spec/01 3: the registration model carries the birthday as MM-dd-yyyy. */
export function parseUsDate(text: string): CalendarDate | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return undefined;
  return checked({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) });
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export function formatUsDate({ year, month, day }: CalendarDate): string {
  return `${pad(month, 2)}-${pad(day, 2)}-${pad(year, 4)}`;
}

/** yyyy-MM-dd, optionally followed by midnight UTC as the profile sends it (spec/01 5). */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.0{1,3})?)?Z)?$/.exec(text);
  if (!match) return undefined;
  return checked({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/** spec/01 5, spec/03 5: birth date is sent as the date plus T00:00:00.000Z. */
export function toIsoMidnightUtc({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T00:00:00.000Z`;
}
