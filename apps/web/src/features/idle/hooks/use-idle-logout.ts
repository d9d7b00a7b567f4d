import type { ClientConfig } from '@labstore/domain';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { signOut, useAuthSession } from '../../../lib/session/current-session';
import { readAccessToken } from '../../../lib/session/session-record';
import { closeDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { useAppConfig } from '../api/get-app-config';
import { pingKeepAlive } from '../api/keep-alive';
import { createIdleController, type IdleClock, type IdleController, type IdleSettings, type IdleView } from '../idle-controller';

// spec/01 4 Idle: tracking runs only while signed in, with the timers the
// server configures (GET /api/app/config).

/** What counts as the user being there (spec/01 4: pointer, key, scroll, touch). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

const browserClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle),
};

export function idleSettings(config: ClientConfig): IdleSettings {
  return {
    warningAfterMs: config.idleWarningSeconds * 1000,
    countdownMs: config.idleCountdownSeconds * 1000,
    keepAliveMs: config.keepAliveSeconds * 1000,
  };
}

const NOT_STARTED: IdleView = { phase: 'notStarted', secondsLeft: 0 };

export interface IdleLogout {
  view: IdleView;
  /** Stay, or the warning was closed: the countdown is cancelled. */
  stay: () => void;
}

export function useIdleLogout(): IdleLogout {
  const session = useAuthSession();
  // Keyed by the token: a new sign-in starts tracking afresh.
  const token = session?.access_token ?? null;
  const config = useAppConfig(token !== null).data;
  const navigate = useNavigate();
  const [view, setView] = useState<IdleView>(NOT_STARTED);
  const controller = useRef<IdleController | null>(null);

  useEffect(() => {
    if (token === null || !config) return;
    let ended = false;
    // spec/01 4: at zero, if a session is still stored: go home, sign out,
    // close every dialog, and keep the timed-out flag. No message (spec/01 8).
    const timeOut = () => {
      if (ended) return;
      ended = true;
      closeDialog();
      if (readAccessToken() === null) return;
      void navigate({ ...paths.home(), replace: true }).then(() => signOut('idle'));
    };
    const idle = createIdleController({
      clock: browserClock,
      settings: idleSettings(config),
      onChange: setView,
      onTimeout: timeOut,
      keepAlive: () => {
        // Offline (at a test center, say) there is no server to keep a
        // session alive on.
        if (navigator.onLine) pingKeepAlive().catch(() => undefined);
      },
    });
    controller.current = idle;
    const onActivity = () => idle.activity();
    const onVisible = () => {
      if (document.visibilityState === 'visible') idle.check();
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    idle.start();
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      idle.stop();
      setView(idle.view());
      controller.current = null;
    };
  }, [token, config, navigate]);

  return { view, stay: () => controller.current?.stay() };
}
