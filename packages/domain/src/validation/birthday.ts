import { z } from 'zod';
import { BIRTH_YEAR_OPTIONS, MINIMUM_AGE_YEARS } from '../constants';
import {
  type CalendarDate,
  compareCalendarDates,
  parseIsoDate,
  parseUsDate,
  todayCalendarDate,
} from '../calendar-date';

// spec/01 5 asks for a birthday and an age of at least 18 without wording the
// messages for registration; these two are ours. The profile's is the spec's.
export const BIRTHDAY_MESSAGES = {
  required: 'Please add a birthday.',
  underage: 'You must be at least 18 years old.',
  profileRequired: 'Please choose a birthday.',
} as const;

/**
 * Whole years from birth to today. Someone born on 29 February has a birthday
 * only in leap years; in other years they turn a year older on 1 March, not
 * on 28 February, so that nobody is let in before reaching the age under
 * either reading of the law.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const birthdayPassed = compareCalendarDates({ ...birth, year: today.year }, today) <= 0;
  return today.year - birth.year - (birthdayPassed ? 0 : 1);
}

/** spec/01 5: old enough on the day itself, as a calendar date where the check runs. */
export function isAtLeastAge(birth: CalendarDate, today: CalendarDate, years: number = MINIMUM_AGE_YEARS): boolean {
  return ageOn(birth, today) >= years;
}

/** spec/01 5: 100 years, from the current year minus 18 backwards. */
export function birthYearOptions(today: CalendarDate): number[] {
  const newest = today.year - MINIMUM_AGE_YEARS;
  return Array.from({ length: BIRTH_YEAR_OPTIONS }, (_, index) => newest - index);
}

/** spec/01 5: in the minimum-age year only months up to the current one are offered. */
export function monthOptions(year: number, today: CalendarDate): number[] {
  const last = year === today.year - MINIMUM_AGE_YEARS ? today.month : 12;
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** 'MM-dd-yyyy' and 'yyyy-MM-ddT00:00:00.000Z', the longest forms the parsers accept. */
const US_DATE_LENGTH = 10;
const ISO_MIDNIGHT_LENGTH = 24;

/**
 * spec/01 3: the registration's birthday, MM-dd-yyyy, of someone at least 18.
 * `today` is read on every parse, so a long-running server never goes stale.
 */
export function registrationBirthDateSchema(today: () => CalendarDate = todayCalendarDate) {
  return z
    .string({ error: BIRTHDAY_MESSAGES.required })
    .max(US_DATE_LENGTH, BIRTHDAY_MESSAGES.required)
    .refine((text) => text.length > US_DATE_LENGTH || parseUsDate(text) !== undefined, BIRTHDAY_MESSAGES.required)
    .refine((text) => {
      const birth = parseUsDate(text);
      return birth === undefined || isAtLeastAge(birth, today());
    }, BIRTHDAY_MESSAGES.underage);
}

/** spec/01 5: a profile's birth date, yyyy-MM-dd or that date at midnight UTC. */
export const profileBirthDateSchema = z
  .string({ error: BIRTHDAY_MESSAGES.profileRequired })
  .max(ISO_MIDNIGHT_LENGTH, BIRTHDAY_MESSAGES.profileRequired)
  .refine((text) => text.length > ISO_MIDNIGHT_LENGTH || parseIsoDate(text) !== undefined, BIRTHDAY_MESSAGES.profileRequired);
