// Issue 18: the pass page's first frame (pass-first-frame.ts) is drawn in
// plain DOM while the page's React script loads, so that the choice and the
// unlock form are usable at first paint on a cold, throttled phone. When
// React has drawn the same screen, it takes over what the customer did
// there: the kept copy chosen, the password typed (never stored: it moves
// from one input to the other in memory), the focus, a submit pressed
// early. Elsewhere (the app's own pass screen) there is no first frame and
// these read nothing.

export const FIRST_FRAME_ID = 'first-frame';
export const FIRST_FRAME_PASSWORD_ID = 'first-frame-password';

/** What the first frame's unlock form holds when React takes over. */
export interface FirstFrameInput {
  password: string;
  /** The password field has the focus: React's gets it. */
  focused: boolean;
  /** "Open" was pressed before React could answer it: React submits. */
  submitted: boolean;
}

const firstFrame = (): HTMLElement | null => (typeof document === 'undefined' ? null : document.getElementById(FIRST_FRAME_ID));

/** The first frame shows the unlock form (offline, or the kept copy chosen), so React's choice opens on it too. */
export function firstFrameShowsUnlock(): boolean {
  return firstFrame()?.dataset.step === 'unlock';
}

/** The first frame's unlock form as the customer left it; null when there is none. */
export function firstFrameInput(): FirstFrameInput | null {
  const frame = firstFrame();
  const input = document.getElementById(FIRST_FRAME_PASSWORD_ID);
  if (!frame || !(input instanceof HTMLInputElement)) return null;
  return { password: input.value, focused: document.activeElement === input, submitted: frame.dataset.submitted === 'true' };
}

/** React's page is drawn: the first frame gives way to it, in the same frame, before paint. */
export function endFirstFrame(): void {
  const frame = firstFrame();
  if (!frame) return;
  frame.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}
