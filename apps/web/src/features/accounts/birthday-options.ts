import { birthYearOptions, daysInMonth, formatUsDate, monthOptions, type CalendarDate } from '@labstore/domain';

// spec/01 5 Birthday: three selectors. 100 years counting back from this year
// minus 18; in that newest year only the months up to the current one; days
// by month length, leap years included. '' means not chosen yet.
export interface BirthdayParts {
  month: string;
  day: string;
  year: string;
}

export interface BirthdayChoices {
  years: number[];
  months: number[];
  days: number[];
}

const range = (last: number): number[] => Array.from({ length: last }, (_, index) => index + 1);

/** A leap year: before a year is chosen, 29 February stays on offer. */
const ANY_LEAP_YEAR = 2000;

export function birthdayChoices(parts: BirthdayParts, today: CalendarDate): BirthdayChoices {
  const year = parts.year === '' ? undefined : Number(parts.year);
  const month = parts.month === '' ? undefined : Number(parts.month);
  return {
    years: birthYearOptions(today),
    months: year === undefined ? range(12) : monthOptions(year, today),
    days: range(month === undefined ? 31 : daysInMonth(year ?? ANY_LEAP_YEAR, month)),
  };
}

/** Drops a month or day that the other choices no longer offer (a day 31 after choosing April). */
export function reconcileBirthday(parts: BirthdayParts, today: CalendarDate): BirthdayParts {
  const withMonth = keepIfOffered(parts, 'month', birthdayChoices(parts, today).months);
  return keepIfOffered(withMonth, 'day', birthdayChoices(withMonth, today).days);
}

function keepIfOffered(parts: BirthdayParts, part: 'month' | 'day', offered: number[]): BirthdayParts {
  if (parts[part] === '' || offered.includes(Number(parts[part]))) return parts;
  return { ...parts, [part]: '' };
}

/** spec/01 3: the registration's date, MM-dd-yyyy; '' until all three are chosen. */
export function birthdayText(parts: BirthdayParts): string {
  if (parts.month === '' || parts.day === '' || parts.year === '') return '';
  return formatUsDate({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
}
