import { describe, expect, test } from 'vitest';
import { dayRangeDays, dayRangeTimes } from './day-range';

// spec/03 5 Email log dates: date-start at T00:00:00.000Z, date-end at T23:59:00.000Z.

describe('the admin date range', () => {
  test('sends the first day from 00:00 and the last to 23:59, in UTC', () => {
    expect(dayRangeTimes({ start: '2026-11-01', end: '2026-11-30' })).toEqual({ dateStart: '2026-11-01T00:00:00.000Z', dateEnd: '2026-11-30T23:59:00.000Z' });
  });

  test('an empty day is no bound', () => {
    expect(dayRangeTimes({ start: '', end: '2026-11-30' })).toEqual({ dateEnd: '2026-11-30T23:59:00.000Z' });
    expect(dayRangeTimes({ start: '2026-11-01', end: '' })).toEqual({ dateStart: '2026-11-01T00:00:00.000Z' });
    expect(dayRangeTimes({ start: '', end: '' })).toEqual({});
  });

  test('a list that takes bare days gets them as picked', () => {
    expect(dayRangeDays({ start: '2026-11-01', end: '2026-11-30' })).toEqual({ dateStart: '2026-11-01', dateEnd: '2026-11-30' });
    expect(dayRangeDays({ start: '', end: '' })).toEqual({});
  });
});
