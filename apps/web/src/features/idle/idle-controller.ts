import { idleTransition, IDLE_NOT_STARTED, nextCheckAt, secondsLeft, type IdleEvent, type IdlePhase, type IdleState, type IdleTimings } from './idle-machine';

// spec/01 4 Idle, on a clock: runs the idle machine with one timer at a time
// and the keep-alive interval. The clock is passed in, so tests drive it by
// hand (idle-controller.test.ts) and the browser passes window's timers.

export interface IdleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(handle: number): void;
}

export interface IdleSettings extends IdleTimings {
  /** spec/01 4: the keep-alive ping's period while watching (spec/01 9: 15 s). */
  keepAliveMs: number;
}

/** What the screen shows: the phase and, during the warning, the seconds left. */
export interface IdleView {
  phase: IdlePhase;
  secondsLeft: number;
}

export interface IdleControllerOptions {
  clock: IdleClock;
  settings: IdleSettings;
  /** Called whenever the view changes (a phase change, or a second of the countdown). */
  onChange?: (view: IdleView) => void;
  /** Called once, when the countdown reaches zero. */
  onTimeout: () => void;
  /** The keep-alive ping. */
  keepAlive: () => void;
}

export interface IdleController {
  start(): void;
  stop(): void;
  /** The user did something (pointer, key, scroll, touch). */
  activity(): void;
  /** Stay, or the warning was closed. */
  stay(): void;
  /** Look at the clock now (the tab became visible again after its timers were throttled). */
  check(): void;
  view(): IdleView;
}

export function createIdleController({ clock, settings, onChange, onTimeout, keepAlive }: IdleControllerOptions): IdleController {
  let state: IdleState = IDLE_NOT_STARTED;
  let shown: IdleView = { phase: state.phase, secondsLeft: 0 };
  let timer: number | undefined;
  let pinger: number | undefined;

  const currentView = (): IdleView => ({ phase: state.phase, secondsLeft: secondsLeft(state, clock.now()) });

  function dispatch(event: IdleEvent): void {
    const previous = state;
    state = idleTransition(state, event, settings);
    // Activity only moves a timestamp: no timer or listener work on every
    // pointer movement. The pending timer finds the new time when it fires.
    if (event.type === 'activity') return;
    reschedule();
    syncKeepAlive();
    const view = currentView();
    if (view.phase !== shown.phase || view.secondsLeft !== shown.secondsLeft) {
      shown = view;
      onChange?.(view);
    }
    if (state.phase === 'timedOut' && previous.phase !== 'timedOut') onTimeout();
  }

  function reschedule(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    const now = clock.now();
    const due = nextCheckAt(state, now, settings);
    if (due === null) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      dispatch({ type: 'tick', now: clock.now() });
    }, Math.max(0, due - now));
  }

  // The ping keeps the server-side session alive while someone is using the
  // app; it stops during the warning, as the user may be gone.
  function syncKeepAlive(): void {
    const wanted = state.phase === 'watching';
    if (wanted && pinger === undefined) pinger = clock.setInterval(keepAlive, settings.keepAliveMs);
    if (!wanted && pinger !== undefined) {
      clock.clearInterval(pinger);
      pinger = undefined;
    }
  }

  return {
    start: () => dispatch({ type: 'start', now: clock.now() }),
    stop: () => dispatch({ type: 'stop' }),
    activity: () => dispatch({ type: 'activity', now: clock.now() }),
    stay: () => dispatch({ type: 'stay', now: clock.now() }),
    check: () => dispatch({ type: 'tick', now: clock.now() }),
    view: () => shown,
  };
}
