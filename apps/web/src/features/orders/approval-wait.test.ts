import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { approvalWait, minutesLeft, type ApprovalWait } from './approval-wait';

// spec/02 4.2: Indianapolis is UTC-4 in summer (EDT) and UTC-5 in winter
// (EST); in 2026 the clocks spring forward on March 8 and fall back on
// November 1, both at 2:00.

const SECOND = 1000;
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const wait = (submitted: string, now: string = submitted): ApprovalWait => approvalWait(at(submitted), at(now));

function countdown(result: ApprovalWait): { slotAt: string; remainingMs: number } {
  assert.equal(result.kind, 'countdown');
  return { slotAt: result.slotAt.toISOString(), remainingMs: result.remainingMs };
}

function morning(result: ApprovalWait): { slotAt: string; day: unknown } {
  assert.equal(result.kind, 'morning');
  return { slotAt: result.slotAt.toISOString(), day: result.day };
}

describe('around each slot (June 10, 2026, EDT)', () => {
  // [slot, the slot's instant in UTC, the next slot's instant]
  const daySlots: [string, string, string][] = [
    ['10:30', '2026-06-10T14:30:00.000Z', '2026-06-10T17:00:00.000Z'],
    ['13:00', '2026-06-10T17:00:00.000Z', '2026-06-10T19:30:00.000Z'],
    ['15:30', '2026-06-10T19:30:00.000Z', '2026-06-10T22:00:00.000Z'],
    ['18:00', '2026-06-10T22:00:00.000Z', '2026-06-11T00:00:00.000Z'],
  ];
  for (const [slot, instant, next] of daySlots) {
    test(`submitted a second before ${slot} counts down to it; at ${slot}, to the next slot`, () => {
      const before = new Date(Date.parse(instant) - SECOND).toISOString();
      assert.deepEqual(countdown(wait(before)), { slotAt: instant, remainingMs: SECOND });
      assert.deepEqual(countdown(wait(instant)), { slotAt: next, remainingMs: Date.parse(next) - Date.parse(instant) });
    });
    test(`submitted before ${slot} and still waiting at ${slot}: ASAP`, () => {
      const submitted = new Date(Date.parse(instant) - HOUR).toISOString();
      assert.equal(countdown(wait(submitted, new Date(Date.parse(instant) - 1).toISOString())).remainingMs, 1);
      assert.deepEqual(wait(submitted, instant), { kind: 'asap' });
      assert.deepEqual(wait(submitted, new Date(Date.parse(instant) + 5 * HOUR).toISOString()), { kind: 'asap' });
    });
  }

  test('submitted at 8:00 counts down to 10:30', () => {
    assert.deepEqual(countdown(wait('2026-06-10T12:00:00Z', '2026-06-10T12:00:00Z')), { slotAt: '2026-06-10T14:30:00.000Z', remainingMs: 2.5 * HOUR });
  });

  test('the countdown runs with the clock', () => {
    assert.equal(countdown(wait('2026-06-10T13:00:00Z', '2026-06-10T13:59:30Z')).remainingMs, 30 * SECOND + 30 * 60 * SECOND);
  });

  test('submitted a second before 20:00 counts down to 20:00', () => {
    assert.deepEqual(countdown(wait('2026-06-10T23:59:59Z')), { slotAt: '2026-06-11T00:00:00.000Z', remainingMs: SECOND });
  });
});

describe('after 8 pm and before 8 am: approximately 8:00 am', () => {
  test('submitted at 20:00 waits for 8:00 tomorrow', () => {
    assert.deepEqual(morning(wait('2026-06-11T00:00:00Z')), { slotAt: '2026-06-11T12:00:00.000Z', day: 'tomorrow' });
  });

  test('submitted at 22:00, read the same evening: tomorrow', () => {
    assert.deepEqual(morning(wait('2026-06-11T02:00:00Z', '2026-06-11T03:30:00Z')).day, 'tomorrow');
  });

  test('submitted before 8:00 waits for 8:00 on the created date', () => {
    // 6:15 EDT on June 10.
    assert.deepEqual(morning(wait('2026-06-10T10:15:00Z')), { slotAt: '2026-06-10T12:00:00.000Z', day: { year: 2026, month: 6, day: 10 } });
  });

  test('at 8:00 the wait is over: ASAP', () => {
    assert.equal(morning(wait('2026-06-11T02:00:00Z', '2026-06-11T11:59:59Z')).slotAt, '2026-06-11T12:00:00.000Z');
    assert.deepEqual(wait('2026-06-11T02:00:00Z', '2026-06-11T12:00:00Z'), { kind: 'asap' });
  });

  test('across midnight: "tomorrow" until midnight, then the date itself', () => {
    // Submitted 23:59:59 EDT on June 10.
    assert.equal(morning(wait('2026-06-11T03:59:59Z')).day, 'tomorrow');
    assert.deepEqual(morning(wait('2026-06-11T03:59:59Z', '2026-06-11T04:00:00Z')).day, { year: 2026, month: 6, day: 11 });
    // Submitted at midnight itself: the created date.
    assert.deepEqual(morning(wait('2026-06-11T04:00:00Z')), { slotAt: '2026-06-11T12:00:00.000Z', day: { year: 2026, month: 6, day: 11 } });
  });

  test('across the year end (EST)', () => {
    // 20:00 EST on December 31, 2026.
    assert.deepEqual(morning(wait('2027-01-01T01:00:00Z')), { slotAt: '2027-01-01T13:00:00.000Z', day: 'tomorrow' });
  });
});

describe('daylight saving time, 2026', () => {
  test('March 8 (spring forward): 8:00 EDT is 12:00Z, an hour sooner than the evening before', () => {
    // 21:00 EST on March 7.
    assert.deepEqual(morning(wait('2026-03-08T02:00:00Z')), { slotAt: '2026-03-08T12:00:00.000Z', day: 'tomorrow' });
    // Read at 3:30 EDT, after the jump.
    assert.deepEqual(morning(wait('2026-03-08T02:00:00Z', '2026-03-08T07:30:00Z')).day, { year: 2026, month: 3, day: 8 });
    assert.equal(wait('2026-03-08T02:00:00Z', '2026-03-08T11:59:59Z').kind, 'morning');
    assert.deepEqual(wait('2026-03-08T02:00:00Z', '2026-03-08T12:00:00Z'), { kind: 'asap' });
    // Submitted at 1:59 EST, just before the jump.
    assert.deepEqual(morning(wait('2026-03-08T06:59:00Z')), { slotAt: '2026-03-08T12:00:00.000Z', day: { year: 2026, month: 3, day: 8 } });
    // 9:00 EDT counts down to 10:30 EDT.
    assert.deepEqual(countdown(wait('2026-03-08T13:00:00Z')), { slotAt: '2026-03-08T14:30:00.000Z', remainingMs: 1.5 * HOUR });
  });

  test('November 1 (fall back): 8:00 EST is 13:00Z, through the repeated hour', () => {
    // 20:30 EDT on October 31.
    assert.deepEqual(morning(wait('2026-11-01T00:30:00Z')), { slotAt: '2026-11-01T13:00:00.000Z', day: 'tomorrow' });
    // 1:30 EDT, then 1:30 EST an hour later: both November 1.
    assert.deepEqual(morning(wait('2026-11-01T00:30:00Z', '2026-11-01T05:30:00Z')).day, { year: 2026, month: 11, day: 1 });
    assert.deepEqual(morning(wait('2026-11-01T00:30:00Z', '2026-11-01T06:30:00Z')).day, { year: 2026, month: 11, day: 1 });
    assert.equal(wait('2026-11-01T00:30:00Z', '2026-11-01T12:59:59Z').kind, 'morning');
    assert.deepEqual(wait('2026-11-01T00:30:00Z', '2026-11-01T13:00:00Z'), { kind: 'asap' });
    // Submitted in the repeated hour (1:30 EST).
    assert.deepEqual(morning(wait('2026-11-01T06:30:00Z')), { slotAt: '2026-11-01T13:00:00.000Z', day: { year: 2026, month: 11, day: 1 } });
    // 9:00 EST counts down to 10:30 EST.
    assert.deepEqual(countdown(wait('2026-11-01T14:00:00Z')), { slotAt: '2026-11-01T15:30:00.000Z', remainingMs: 1.5 * HOUR });
  });
});

test('a screen reader hears whole minutes, rounded up', () => {
  assert.equal(minutesLeft(SECOND), 1);
  assert.equal(minutesLeft(60 * SECOND), 1);
  assert.equal(minutesLeft(61 * SECOND), 2);
  assert.equal(minutesLeft(2.5 * HOUR), 150);
  assert.equal(minutesLeft(-5), 0);
});
