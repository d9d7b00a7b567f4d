import { test } from 'vitest';
import assert from 'node:assert/strict';
import { approvalSlotInstant, formatCountdown, nextApproval } from './approval-slots';

const HOUR = 3_600_000;

test('next slot today, counted to the millisecond', () => {
  // 2024-06-12 09:15 EDT (UTC-4) is 13:15Z; next slot 10:30 EDT = 14:30Z.
  const next = nextApproval(new Date('2024-06-12T13:15:00Z'));
  assert.equal(next.day, 'today');
  assert.deepEqual([next.hour, next.minute], [10, 30]);
  assert.equal(next.at.toISOString(), '2024-06-12T14:30:00.000Z');
  assert.equal(next.remainingMs, 1.25 * HOUR);
});

test('a slot at the current instant is already passed', () => {
  const next = nextApproval(new Date('2024-06-12T14:30:00Z'));
  assert.deepEqual([next.hour, next.minute], [13, 0]);
  assert.equal(next.remainingMs, 2.5 * HOUR);
  const justBefore = nextApproval(new Date('2024-06-12T14:29:59.999Z'));
  assert.equal(justBefore.remainingMs, 1);
});

test('before 8:00 the first slot is today at 8:00', () => {
  // 2024-01-15 05:00 EST (UTC-5) is 10:00Z.
  const next = nextApproval(new Date('2024-01-15T10:00:00Z'));
  assert.equal(next.day, 'today');
  assert.equal(next.at.toISOString(), '2024-01-15T13:00:00.000Z');
  assert.equal(next.remainingMs, 3 * HOUR);
});

test('after 20:00 it is tomorrow at 8:00, across month and year ends', () => {
  // 2024-12-31 20:00 EST is 2025-01-01T01:00Z.
  const next = nextApproval(new Date('2025-01-01T01:00:00Z'));
  assert.equal(next.day, 'tomorrow');
  assert.deepEqual([next.hour, next.minute], [8, 0]);
  assert.equal(next.at.toISOString(), '2025-01-01T13:00:00.000Z');
  assert.equal(next.remainingMs, 12 * HOUR);
});

test('the spring-forward night is an hour shorter', () => {
  // 2024-03-10: clocks go from 2:00 EST to 3:00 EDT. 01:30 EST is 06:30Z;
  // 8:00 EDT is 12:00Z: 5.5 hours of real time for 6.5 on the clock.
  const early = nextApproval(new Date('2024-03-10T06:30:00Z'));
  assert.equal(early.day, 'today');
  assert.equal(early.at.toISOString(), '2024-03-10T12:00:00.000Z');
  assert.equal(early.remainingMs, 5.5 * HOUR);
  // 2024-03-09 23:00 EST is 2024-03-10T04:00Z; tomorrow 8:00 EDT is 12:00Z.
  const evening = nextApproval(new Date('2024-03-10T04:00:00Z'));
  assert.equal(evening.day, 'tomorrow');
  assert.equal(evening.remainingMs, 8 * HOUR);
});

test('the fall-back night is an hour longer', () => {
  // 2024-11-02 21:00 EDT is 2024-11-03T01:00Z; 2024-11-03 8:00 EST is 13:00Z.
  const evening = nextApproval(new Date('2024-11-03T01:00:00Z'));
  assert.equal(evening.day, 'tomorrow');
  assert.equal(evening.at.toISOString(), '2024-11-03T13:00:00.000Z');
  assert.equal(evening.remainingMs, 12 * HOUR);
  // 01:30 during the repeated hour (second pass, EST) is 06:30Z.
  const repeated = nextApproval(new Date('2024-11-03T06:30:00Z'));
  assert.equal(repeated.day, 'today');
  assert.equal(repeated.remainingMs, 6.5 * HOUR);
});

test('the last slot of the day is 20:00', () => {
  // 2024-06-12 19:59 EDT is 23:59Z.
  const next = nextApproval(new Date('2024-06-12T23:59:00Z'));
  assert.equal(next.day, 'today');
  assert.deepEqual([next.hour, next.minute], [20, 0]);
  assert.equal(next.remainingMs, 60_000);
});

test('the countdown reads hh:mm:ss', () => {
  assert.equal(formatCountdown(1.25 * HOUR), '01:15:00');
  assert.equal(formatCountdown(5.5 * HOUR + 61_999), '05:31:01');
  assert.equal(formatCountdown(999), '00:00:00');
  assert.equal(formatCountdown(-5), '00:00:00');
});

test('wall-clock times map to instants on both sides of a DST change', () => {
  const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
    approvalSlotInstant({ year, month, day }, hour, minute).toISOString();
  assert.equal(at(2024, 3, 10, 1, 30), '2024-03-10T06:30:00.000Z'); // still EST
  assert.equal(at(2024, 3, 10, 4), '2024-03-10T08:00:00.000Z'); // already EDT
  assert.equal(at(2024, 3, 10, 8), '2024-03-10T12:00:00.000Z');
  assert.equal(at(2024, 11, 3, 4), '2024-11-03T09:00:00.000Z'); // back to EST
  assert.equal(at(2024, 11, 2, 20), '2024-11-03T00:00:00.000Z'); // EDT evening
  assert.equal(at(2024, 12, 32, 8), '2025-01-01T13:00:00.000Z'); // day 32 rolls over
});
