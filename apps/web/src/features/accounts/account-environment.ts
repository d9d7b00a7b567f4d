// What the account dialogs need from outside their feature. Features do not
// import each other (STYLE.md Web), so the app composes these from the
// session and profile features and hands them down (app/account-environment.ts).
export interface AccountEnvironment {
  /** The signed-in user as userInfo tells it; undefined while signed out or not yet known. */
  signedInAs: { userId: string; email: string } | undefined;
  /** spec/01 4: the state of a profile's home address, read after sign-in for the Arizona notice; undefined when unknown. */
  readHomeState: (profileId: string) => Promise<string | undefined>;
  /** The account's e-mail changed: whatever shows it is read again. */
  onEmailChanged: () => void;
}

/** The props every account dialog is rendered with. */
export interface AccountDialogProps {
  environment: AccountEnvironment;
}
