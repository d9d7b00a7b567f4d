// spec/01 4 Idle: the idle states and their transitions, as pure functions of
// time passed in, so they are tested without a browser or real timers. Every
// decision is taken from timestamps, not from counting timer callbacks: a
// background tab's timers are throttled and a laptop may sleep, and the
// user's absence must count all the same.
//
// The spec's states map onto these phases: 'not started' -> notStarted,
// 'started' and 'idle ended' -> watching (Stay or closing the warning goes
// back to watching), 'idle start' and 'warning countdown' -> warning,
// 'timed out' -> timedOut.

export interface IdleTimings {
  /** No activity for this long opens the warning (spec/01 9: 300 s). */
  warningAfterMs: number;
  /** The warning counts down this long before signing out (spec/01 9: 300 s). */
  countdownMs: number;
}

export type IdleState =
  | { phase: 'notStarted' }
  | { phase: 'watching'; lastActivityAt: number }
  | { phase: 'warning'; endsAt: number }
  | { phase: 'timedOut' };

export type IdlePhase = IdleState['phase'];

export type IdleEvent =
  /** Signed in: tracking starts. */
  | { type: 'start'; now: number }
  /** Pointer, key, scroll or touch. */
  | { type: 'activity'; now: number }
  /** A timer fired, or the tab became visible again: look at the clock. */
  | { type: 'tick'; now: number }
  /** Stay, or the warning closed. */
  | { type: 'stay'; now: number }
  /** Signed out: tracking stops. */
  | { type: 'stop' };

export const IDLE_NOT_STARTED: IdleState = { phase: 'notStarted' };

export function idleTransition(state: IdleState, event: IdleEvent, timings: IdleTimings): IdleState {
  switch (event.type) {
    case 'start':
      return { phase: 'watching', lastActivityAt: event.now };
    case 'stop':
      // The timed-out flag outlives the sign-out it caused (spec/01 4).
      return state.phase === 'timedOut' || state.phase === 'notStarted' ? state : IDLE_NOT_STARTED;
    case 'activity':
      // Once the warning shows, only Stay or closing it cancels (spec/01 4):
      // a stray pointer movement must not silently keep a session alive
      // that its owner has walked away from.
      return state.phase === 'watching' && event.now > state.lastActivityAt
        ? { phase: 'watching', lastActivityAt: event.now }
        : state;
    case 'stay':
      return state.phase === 'warning' || state.phase === 'watching' ? { phase: 'watching', lastActivityAt: event.now } : state;
    case 'tick':
      return advance(state, event.now, timings);
  }
}

function advance(state: IdleState, now: number, timings: IdleTimings): IdleState {
  let next = state;
  if (next.phase === 'watching') {
    const warningAt = next.lastActivityAt + timings.warningAfterMs;
    if (now < warningAt) return next;
    // The countdown runs from when the warning was due, not from when a
    // throttled timer got round to showing it.
    next = { phase: 'warning', endsAt: warningAt + timings.countdownMs };
  }
  if (next.phase === 'warning' && now >= next.endsAt) return { phase: 'timedOut' };
  return next;
}

/** Whole seconds left on the warning's countdown (rounded up, so it reads 05:00 first and 00:01 last); 0 outside the warning. */
export function secondsLeft(state: IdleState, now: number): number {
  if (state.phase !== 'warning') return 0;
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
}

/**
 * When the state should next be looked at: the moment the warning is due
 * while watching (activity since only moves it later), and each change of
 * the displayed second during the warning. Null when nothing is pending.
 */
export function nextCheckAt(state: IdleState, now: number, timings: IdleTimings): number | null {
  switch (state.phase) {
    case 'watching':
      return state.lastActivityAt + timings.warningAfterMs;
    case 'warning': {
      const remaining = state.endsAt - now;
      if (remaining <= 0) return now;
      const toNextSecond = remaining % 1000;
      return now + (toNextSecond === 0 ? 1000 : toNextSecond);
    }
    default:
      return null;
  }
}

/** spec/01 2.5: minutes and seconds left, two digits each (05:00, 00:09). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
