import { test } from 'vitest';
import assert from 'node:assert/strict';
import { createIdleController, type IdleClock, type IdleView } from './idle-controller';

/** A hand-driven clock: timers fire only when the test advances time. */
function fakeClock() {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; every: number | null; callback: () => void }>();
  const clock: IdleClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.set(nextHandle, { at: now + ms, every: null, callback });
      return nextHandle++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
    setInterval: (callback, ms) => {
      timers.set(nextHandle, { at: now + ms, every: ms, callback });
      return nextHandle++;
    },
    clearInterval: (handle) => void timers.delete(handle),
  };
  return {
    clock,
    pending: () => timers.size,
    /** Moves time forward, firing every timer that falls due on the way, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [handle, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(handle);
        else timer.at += timer.every;
        timer.callback();
      }
      now = end;
    },
  };
}

const settings = { warningAfterMs: 3000, countdownMs: 4000, keepAliveMs: 1000 };

function setup() {
  const time = fakeClock();
  const views: IdleView[] = [];
  let timeouts = 0;
  let pings = 0;
  const controller = createIdleController({
    clock: time.clock,
    settings,
    onChange: (view) => views.push(view),
    onTimeout: () => timeouts++,
    keepAlive: () => pings++,
  });
  return { time, controller, views, timeouts: () => timeouts, pings: () => pings };
}

test('nothing runs before start', () => {
  const { time, views, pings } = setup();
  time.advance(60_000);
  assert.equal(time.pending(), 0);
  assert.deepEqual(views, []);
  assert.equal(pings(), 0);
});

test('the warning opens after the idle time and counts down each second to the timeout', () => {
  const { time, controller, views, timeouts } = setup();
  controller.start();
  assert.deepEqual(controller.view(), { phase: 'watching', secondsLeft: 0 });
  time.advance(2999);
  assert.equal(controller.view().phase, 'watching');
  time.advance(1);
  assert.deepEqual(controller.view(), { phase: 'warning', secondsLeft: 4 });
  time.advance(4000);
  assert.deepEqual(
    views.map((view) => `${view.phase}:${view.secondsLeft}`),
    ['watching:0', 'warning:4', 'warning:3', 'warning:2', 'warning:1', 'timedOut:0'],
  );
  assert.equal(timeouts(), 1);
  assert.equal(time.pending(), 0, 'no timer or ping left running');
});

test('activity keeps pushing the warning back', () => {
  const { time, controller } = setup();
  controller.start();
  for (let i = 0; i < 10; i++) {
    time.advance(2000);
    controller.activity();
  }
  assert.equal(controller.view().phase, 'watching');
  time.advance(3000);
  assert.equal(controller.view().phase, 'warning');
});

test('Stay cancels the countdown and starts watching afresh', () => {
  const { time, controller, timeouts } = setup();
  controller.start();
  time.advance(5000);
  assert.deepEqual(controller.view(), { phase: 'warning', secondsLeft: 2 });
  controller.stay();
  assert.equal(controller.view().phase, 'watching');
  time.advance(2999);
  assert.equal(controller.view().phase, 'watching');
  time.advance(1);
  assert.deepEqual(controller.view(), { phase: 'warning', secondsLeft: 4 });
  assert.equal(timeouts(), 0);
});

test('moving the pointer while the warning shows does not cancel it', () => {
  const { time, controller, timeouts } = setup();
  controller.start();
  time.advance(3500);
  controller.activity();
  time.advance(3500);
  assert.equal(controller.view().phase, 'timedOut');
  assert.equal(timeouts(), 1);
});

test('keep-alive pings every period while watching, pause during the warning and end at the timeout', () => {
  const { time, controller, pings } = setup();
  controller.start();
  time.advance(2500);
  assert.equal(pings(), 2);
  time.advance(3500);
  assert.equal(pings(), 2, 'no pings once the warning opens at 3000');
  controller.stay();
  time.advance(2000);
  assert.equal(pings(), 4);
});

test('signing out (stop) clears every timer; the next sign-in starts over', () => {
  const { time, controller, pings, timeouts } = setup();
  controller.start();
  time.advance(1000);
  controller.stop();
  assert.equal(controller.view().phase, 'notStarted');
  assert.equal(time.pending(), 0);
  time.advance(60_000);
  assert.equal(pings(), 1);
  assert.equal(timeouts(), 0);
  controller.start();
  time.advance(3000);
  assert.equal(controller.view().phase, 'warning');
});

test('a throttled tab that looks at the clock late times out at once', () => {
  const { time, controller, timeouts, views } = setup();
  controller.start();
  // Timers did not fire (a sleeping laptop); the tab becomes visible again.
  const late = time.clock.now() + 60_000;
  Object.assign(time.clock, { now: () => late });
  controller.check();
  assert.equal(controller.view().phase, 'timedOut');
  assert.equal(timeouts(), 1);
  assert.deepEqual(views.at(-1), { phase: 'timedOut', secondsLeft: 0 });
});

test('after the timeout, stop keeps the timed-out flag and the timeout is reported once', () => {
  const { time, controller, timeouts } = setup();
  controller.start();
  time.advance(7000);
  controller.stop();
  controller.check();
  assert.equal(controller.view().phase, 'timedOut');
  assert.equal(timeouts(), 1);
});
