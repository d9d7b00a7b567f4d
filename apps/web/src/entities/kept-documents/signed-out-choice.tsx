import { useEffect, useState, type ReactNode } from 'react';
import { ScreenTitle } from '../../components/ui/screen-title';
import { openDialog } from '../../lib/dialogs';
import { firstFrameShowsUnlock } from './first-frame';
import { keepsDocumentsHere } from './kept-settings';
import { takeLoginAsked } from './login-asked';
import styles from './kept-documents.module.css';

/** The screen's own words: each feature says what signing in would show. */
export interface SignedOutWords {
  /** The screen's heading, when it has one while signed out. */
  title?: string;
  /** What signing in shows ("Log in to see your results."). */
  message: string;
  login: string;
  openKept: string;
}

interface SignedOutChoiceProps {
  words: SignedOutWords;
  /** The copy kept on this phone (it asks for the password when locked), shown once chosen. */
  keptCopy: ReactNode;
  /** What "Log in" does: the login dialog, unless the page has none (the pass page, pass-page.tsx). */
  onLogin?: () => void;
}

const openLogin = () => openDialog('login');

/**
 * A screen of a kept document (the pass, the results) reached signed out
 * and online, from an e-mail's link say, as the account area's sign-in
 * prompt: the login dialog at once, and a way back to it; once signed in,
 * the screen shows in place. Where this phone keeps documents, their copy can
 * be opened instead, the two ways in side by side (no dialog over the
 * choice): a network the browser calls online may still not reach us (a
 * captive Wi-Fi at the test center), and signing in would then fail.
 */
export function SignedOutChoice({ words, keptCopy, onLogin = openLogin }: SignedOutChoiceProps) {
  // Read once, from localStorage: the vault's own state loads later than the dialog would open.
  const [keepsHere] = useState(keepsDocumentsHere);
  // The pass page's first frame may have had the kept copy chosen already (first-frame.ts).
  const [openKept, setOpenKept] = useState(firstFrameShowsUnlock);
  useEffect(() => {
    // "Log in" tapped on the pass page, which loaded the app for it (login-asked.ts).
    if (takeLoginAsked() || !keepsHere) onLogin();
  }, [keepsHere, onLogin]);
  if (openKept) return keptCopy;
  return (
    <div className={styles.signedOut}>
      {words.title !== undefined && <ScreenTitle title={words.title} />}
      <p>{words.message}</p>
      <div className={styles.signedOutActions}>
        <button type="button" className={styles.primaryAction} onClick={onLogin}>
          {words.login}
        </button>
        {keepsHere && (
          <button type="button" className={styles.secondaryAction} onClick={() => setOpenKept(true)}>
            {words.openKept}
          </button>
        )}
      </div>
    </div>
  );
}
