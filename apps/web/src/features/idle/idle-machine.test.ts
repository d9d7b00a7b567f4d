import { test } from 'vitest';
import assert from 'node:assert/strict';
import { formatCountdown, idleTransition, IDLE_NOT_STARTED, nextCheckAt, secondsLeft, type IdleState } from './idle-machine';

const timings = { warningAfterMs: 300_000, countdownMs: 300_000 };
const run = (state: IdleState, ...events: Parameters<typeof idleTransition>[1][]) =>
  events.reduce((current, event) => idleTransition(current, event, timings), state);

test('tracking starts watching from the sign-in moment', () => {
  assert.deepEqual(run(IDLE_NOT_STARTED, { type: 'start', now: 1000 }), { phase: 'watching', lastActivityAt: 1000 });
});

test('not started ignores ticks, activity and Stay', () => {
  assert.deepEqual(run(IDLE_NOT_STARTED, { type: 'tick', now: 10_000_000 }, { type: 'activity', now: 1 }, { type: 'stay', now: 2 }), IDLE_NOT_STARTED);
});

test('the warning opens after the idle time with no activity, not a moment before', () => {
  const watching = run(IDLE_NOT_STARTED, { type: 'start', now: 0 });
  assert.equal(run(watching, { type: 'tick', now: 299_999 }).phase, 'watching');
  assert.deepEqual(run(watching, { type: 'tick', now: 300_000 }), { phase: 'warning', endsAt: 600_000 });
});

test('activity moves the warning later', () => {
  const state = run(IDLE_NOT_STARTED, { type: 'start', now: 0 }, { type: 'activity', now: 200_000 }, { type: 'tick', now: 300_000 });
  assert.deepEqual(state, { phase: 'watching', lastActivityAt: 200_000 });
  assert.equal(run(state, { type: 'tick', now: 500_000 }).phase, 'warning');
});

test('an activity stamped earlier than the last one is ignored', () => {
  const state = run(IDLE_NOT_STARTED, { type: 'start', now: 5000 }, { type: 'activity', now: 4000 });
  assert.deepEqual(state, { phase: 'watching', lastActivityAt: 5000 });
});

test('during the warning only Stay cancels; activity does not', () => {
  const warning = run(IDLE_NOT_STARTED, { type: 'start', now: 0 }, { type: 'tick', now: 300_000 });
  assert.equal(run(warning, { type: 'activity', now: 310_000 }).phase, 'warning');
  assert.deepEqual(run(warning, { type: 'stay', now: 320_000 }), { phase: 'watching', lastActivityAt: 320_000 });
});

test('the countdown reaching zero times out', () => {
  const warning = run(IDLE_NOT_STARTED, { type: 'start', now: 0 }, { type: 'tick', now: 300_000 });
  assert.equal(run(warning, { type: 'tick', now: 599_999 }).phase, 'warning');
  assert.deepEqual(run(warning, { type: 'tick', now: 600_000 }), { phase: 'timedOut' });
});

test('a tab woken long after the deadline times out at once, without showing the warning first', () => {
  const watching = run(IDLE_NOT_STARTED, { type: 'start', now: 0 });
  assert.deepEqual(run(watching, { type: 'tick', now: 3_600_000 }), { phase: 'timedOut' });
});

test('a late timer starts the countdown from when the warning was due', () => {
  const state = run(IDLE_NOT_STARTED, { type: 'start', now: 0 }, { type: 'tick', now: 420_000 });
  assert.deepEqual(state, { phase: 'warning', endsAt: 600_000 });
  assert.equal(secondsLeft(state, 420_000), 180);
});

test('stop ends tracking, but the timed-out flag stays until the next start', () => {
  const watching = run(IDLE_NOT_STARTED, { type: 'start', now: 0 });
  assert.deepEqual(run(watching, { type: 'stop' }), IDLE_NOT_STARTED);
  const timedOut = run(watching, { type: 'tick', now: 600_000 });
  assert.deepEqual(run(timedOut, { type: 'stop' }), { phase: 'timedOut' });
  assert.equal(run(timedOut, { type: 'activity', now: 700_000 }, { type: 'stay', now: 700_001 }).phase, 'timedOut');
  assert.equal(run(timedOut, { type: 'stop' }, { type: 'start', now: 800_000 }).phase, 'watching');
});

test('seconds left round up, so the countdown reads the full time first and 1 last', () => {
  const warning: IdleState = { phase: 'warning', endsAt: 600_000 };
  assert.equal(secondsLeft(warning, 300_000), 300);
  assert.equal(secondsLeft(warning, 300_001), 300);
  assert.equal(secondsLeft(warning, 301_000), 299);
  assert.equal(secondsLeft(warning, 599_999), 1);
  assert.equal(secondsLeft(warning, 600_000), 0);
  assert.equal(secondsLeft(warning, 700_000), 0);
  assert.equal(secondsLeft({ phase: 'watching', lastActivityAt: 0 }, 0), 0);
});

test('the next check is the warning time while watching, then each second of the countdown', () => {
  assert.equal(nextCheckAt({ phase: 'watching', lastActivityAt: 1000 }, 2000, timings), 301_000);
  const warning: IdleState = { phase: 'warning', endsAt: 600_000 };
  assert.equal(nextCheckAt(warning, 300_000, timings), 301_000);
  assert.equal(nextCheckAt(warning, 300_250, timings), 301_000);
  assert.equal(nextCheckAt(warning, 599_500, timings), 600_000);
  assert.equal(nextCheckAt(warning, 600_000, timings), 600_000);
  assert.equal(nextCheckAt(IDLE_NOT_STARTED, 0, timings), null);
  assert.equal(nextCheckAt({ phase: 'timedOut' }, 0, timings), null);
});

test('the countdown reads minutes and seconds, two digits each', () => {
  assert.equal(formatCountdown(300), '05:00');
  assert.equal(formatCountdown(299), '04:59');
  assert.equal(formatCountdown(61), '01:01');
  assert.equal(formatCountdown(9), '00:09');
  assert.equal(formatCountdown(0), '00:00');
  assert.equal(formatCountdown(-5), '00:00');
  assert.equal(formatCountdown(4.7), '00:04');
  assert.equal(formatCountdown(5999), '99:59');
  assert.equal(formatCountdown(6000), '100:00');
});
