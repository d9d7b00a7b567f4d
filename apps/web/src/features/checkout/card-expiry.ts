// spec/02 5 and 9: the card form's month and year selects. Years run from
// the current one through the next 9; an expiry month earlier than the
// current one is bumped up to it when the current year is chosen.

export const EXPIRY_YEARS_AHEAD = 9;

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export function currentYearMonth(now: Date): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

export function expiryYears(now: YearMonth): number[] {
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => now.year + index);
}

export const EXPIRY_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

/** The month to keep once `expiry.year` is chosen: never earlier than now in the current year. */
export function bumpedExpiryMonth(expiry: YearMonth, now: YearMonth): number {
  return expiry.year === now.year && expiry.month < now.month ? now.month : expiry.month;
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expiry: YearMonth, now: YearMonth): boolean {
  return expiry.year < now.year || (expiry.year === now.year && expiry.month < now.month);
}
