import { APPROVAL_SLOTS, APPROVAL_TIME_ZONE, type CalendarDate, compareCalendarDates, nextApproval } from '@labstore/domain';

// spec/02 4.2, the approval countdown, made precise. The order waits for the
// first approval slot strictly after it was submitted (Indianapolis wall
// clock, so the slot's instant follows daylight saving time):
// - submitted in the day (8:00 up to 20:00): a live hh:mm:ss to that slot;
// - submitted at or after 20:00, or before 8:00: no slot is left that day,
//   so the order waits for 8:00 ("approximately 8:00 am EST"), said as
//   "tomorrow" while the reader's Indianapolis day is the day before that
//   slot, otherwise "on" the slot's date (the created date, for an order
//   submitted after midnight);
// - once that slot has passed and the order is still waiting: "ASAP".

export type ApprovalWait =
  | { kind: 'countdown'; slotAt: Date; remainingMs: number }
  | { kind: 'morning'; slotAt: Date; day: 'tomorrow' | CalendarDate }
  | { kind: 'asap' };

const calendarInIndianapolis = new Intl.DateTimeFormat('en-US', {
  timeZone: APPROVAL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Indianapolis calendar date of an instant. */
export function indianapolisDate(instant: Date): CalendarDate {
  const parts = calendarInIndianapolis.formatToParts(instant);
  const read = (type: 'year' | 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month'), day: read('day') };
}

function dayAfter(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const [FIRST_SLOT_HOUR, FIRST_SLOT_MINUTE] = APPROVAL_SLOTS[0] ?? [8, 0];

/** What the countdown shows for an order submitted at `submitted`, read at `now`. */
export function approvalWait(submitted: Date, now: Date): ApprovalWait {
  const slot = nextApproval(submitted);
  const remainingMs = slot.at.getTime() - now.getTime();
  if (remainingMs <= 0) return { kind: 'asap' };
  const overnight = slot.hour === FIRST_SLOT_HOUR && slot.minute === FIRST_SLOT_MINUTE;
  if (!overnight) return { kind: 'countdown', slotAt: slot.at, remainingMs };
  const slotDate = indianapolisDate(slot.at);
  const tomorrow = compareCalendarDates(dayAfter(indianapolisDate(now)), slotDate) === 0;
  return { kind: 'morning', slotAt: slot.at, day: tomorrow ? 'tomorrow' : slotDate };
}

/**
 * What a screen reader hears: the wait in whole minutes, so a polite live
 * region changes once a minute, not every second (the shown hh:mm:ss does).
 */
export function minutesLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 60_000));
}
