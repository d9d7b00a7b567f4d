// Issue 18: "Log in" on the pass page (pass.html, the kept pass opened
// signed out) loads the app in its place, which then opens the login
// dialog at once, as a tap on "Log in" in the app does. This tab's flag,
// nothing personal (docs/decisions.md "The pass page offline").
const LOGIN_ASKED_KEY = 'labstore-pass-login';

const tab = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The next start of a pass's address is the app's, with the login dialog open. */
export function askLoginOnNextStart(): void {
  tab()?.setItem(LOGIN_ASKED_KEY, '1');
}

export const loginAsked = (): boolean => tab()?.getItem(LOGIN_ASKED_KEY) === '1';

/** Whether "Log in" was asked on the pass page; asked once. */
export function takeLoginAsked(): boolean {
  const asked = loginAsked();
  tab()?.removeItem(LOGIN_ASKED_KEY);
  return asked;
}
