import type { CalendarDate } from './calendar-date';
import { APPROVAL_SLOTS, APPROVAL_TIME_ZONE } from './constants';

// spec/02 4.2: orders are approved at fixed slots of Indianapolis wall-clock
// time, so the instant of a slot moves with daylight saving time.

export interface NextApproval {
  /** 'today' while a slot is left today (Indianapolis date); else tomorrow 8:00. */
  day: 'today' | 'tomorrow';
  /** The slot's wall-clock time in Indianapolis. */
  hour: number;
  minute: number;
  /** The slot as an instant. */
  at: Date;
  /** Milliseconds from now to the slot, for the hh:mm:ss countdown. */
  remainingMs: number;
}

interface WallTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: APPROVAL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallTimeAt(instant: number): WallTime {
  const parts = wallClock.formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

const asUtc = (wall: WallTime): number =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** How far Indianapolis wall-clock time is ahead of UTC at an instant (negative). */
function zoneOffsetMs(instant: number): number {
  return asUtc(wallTimeAt(instant)) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Indianapolis clocks show a wall time. The offset is
 * looked up twice because the first guess may sit on the other side of a DST
 * change (for wall times between 2:00 and about 7:00 on a change day).
 */
function instantOf(wall: WallTime): number {
  const guess = asUtc(wall);
  const first = guess - zoneOffsetMs(guess);
  return guess - zoneOffsetMs(first);
}

/**
 * The instant of a wall-clock time on an Indianapolis calendar date, e.g.
 * "8:00 on the created date" (spec/02 4.2). Date.UTC rolls day 32 over into
 * the next month, so { day: day + 1 } is the next day.
 */
export function approvalSlotInstant(date: CalendarDate, hour: number, minute: number): Date {
  const normalized = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return new Date(
    instantOf({
      year: normalized.getUTCFullYear(),
      month: normalized.getUTCMonth() + 1,
      day: normalized.getUTCDate(),
      hour,
      minute,
      second: 0,
    }),
  );
}

/** The next approval slot strictly after now (spec/02 4.2). */
export function nextApproval(now: Date): NextApproval {
  const nowMs = now.getTime();
  const today = wallTimeAt(nowMs);
  for (const [hour, minute] of APPROVAL_SLOTS) {
    const at = approvalSlotInstant(today, hour, minute);
    if (at.getTime() > nowMs) return { day: 'today', hour, minute, at, remainingMs: at.getTime() - nowMs };
  }
  const first = APPROVAL_SLOTS[0];
  if (!first) throw new Error('APPROVAL_SLOTS is empty');
  const [hour, minute] = first;
  const at = approvalSlotInstant({ ...today, day: today.day + 1 }, hour, minute);
  return { day: 'tomorrow', hour, minute, at, remainingMs: at.getTime() - nowMs };
}

/** spec/02 4.2: the live countdown reads hh:mm:ss. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const units = [Math.floor(totalSeconds / 3600), Math.floor(totalSeconds / 60) % 60, totalSeconds % 60];
  return units.map((unit) => String(unit).padStart(2, '0')).join(':');
}
