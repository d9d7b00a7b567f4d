import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './constants';

// Issue 19: what the admin lists of spec/03 share: paging (10 a page by
// spec/03 9, bounded), and the day range that runs from 00:00 of the first
// day to 23:59 of the last (spec/03 9). The words of the refusals are ours.

export const ADMIN_LIST_MAX_TOP = 50;
export const ADMIN_LIST_MAX_SKIP = 1_000_000;
/** 'yyyy-mm-ddThh:mm:ss.sssZ', the longest day the lists take. */
const DAY_OR_TIME_MAX_LENGTH = 24;

export const ADMIN_LIST_MESSAGES = {
  skip: `$skip must be a whole number from 0 to ${ADMIN_LIST_MAX_SKIP}.`,
  top: `$top must be a whole number from 1 to ${ADMIN_LIST_MAX_TOP}.`,
  day: 'A date must be a day (yyyy-mm-dd), or a time of that day in UTC (yyyy-mm-ddThh:mm:ss.sssZ).',
  partnerOrderStatus: 'The partner order status must be 0 (all), 1 (pending), 2 (approved), 3 (rejected) or 4 (results).',
} as const;

/** $skip and $top of an admin list: 10 a page unless asked, at most 50. */
export const adminPageQuerySchema = z.object({
  $skip: z.coerce.number({ error: ADMIN_LIST_MESSAGES.skip }).int(ADMIN_LIST_MESSAGES.skip).min(0, ADMIN_LIST_MESSAGES.skip).max(ADMIN_LIST_MAX_SKIP, ADMIN_LIST_MESSAGES.skip).default(0),
  $top: z.coerce.number({ error: ADMIN_LIST_MESSAGES.top }).int(ADMIN_LIST_MESSAGES.top).min(1, ADMIN_LIST_MESSAGES.top).max(ADMIN_LIST_MAX_TOP, ADMIN_LIST_MESSAGES.top).default(ADMIN_PAGE_SIZE),
});

const isoDay = z.iso.date();
const isoTime = z.iso.datetime();

/**
 * A day of an admin list's date range. spec/03's client sends the picked day
 * with T00:00:00.000Z (start) or T23:59:00.000Z (end); a bare day is taken
 * too. Only the day counts: the range covers whole days (see adminDayRange).
 */
export const adminListDaySchema = z
  .string()
  .max(DAY_OR_TIME_MAX_LENGTH, ADMIN_LIST_MESSAGES.day)
  .refine((text) => isoDay.safeParse(text.slice(0, 'yyyy-mm-dd'.length)).success && (text.length === 'yyyy-mm-dd'.length || isoTime.safeParse(text).success), ADMIN_LIST_MESSAGES.day)
  .transform((text) => text.slice(0, 'yyyy-mm-dd'.length));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * spec/03 9: from 00:00 of the first day to 23:59 of the last, in UTC as the
 * client's suffixes say: the end is the next day's 00:00, left out, so a
 * message at 23:59:30 of the last day is in.
 */
export function adminDayRange(query: { dateStart?: string | undefined; dateEnd?: string | undefined }): { from?: Date; before?: Date } {
  return {
    ...(query.dateStart === undefined ? {} : { from: new Date(`${query.dateStart}T00:00:00.000Z`) }),
    ...(query.dateEnd === undefined ? {} : { before: new Date(Date.parse(`${query.dateEnd}T00:00:00.000Z`) + DAY_MS) }),
  };
}
