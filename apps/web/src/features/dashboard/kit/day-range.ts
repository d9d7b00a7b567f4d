// spec/03 5 Email log dates and 9: the admin date range runs from 00:00 of
// the first day to 23:59 of the last. A date input gives 'yyyy-mm-dd', or ''
// when empty.

export interface DayRange {
  start: string;
  end: string;
}

export const NO_DAYS: DayRange = { start: '', end: '' };

/** spec/03 5: date-start is sent at T00:00:00.000Z and date-end at T23:59:00.000Z; an empty day is no bound. */
export function dayRangeTimes(range: DayRange): { dateStart?: string; dateEnd?: string } {
  return {
    ...(range.start ? { dateStart: `${range.start}T00:00:00.000Z` } : {}),
    ...(range.end ? { dateEnd: `${range.end}T23:59:00.000Z` } : {}),
  };
}

/** The bare days, for a list that takes days only (GET /api/audit); an empty day is no bound. */
export function dayRangeDays(range: DayRange): { dateStart?: string; dateEnd?: string } {
  return {
    ...(range.start ? { dateStart: range.start } : {}),
    ...(range.end ? { dateEnd: range.end } : {}),
  };
}
