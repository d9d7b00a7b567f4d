import '../i18n';
import { useTranslation } from 'react-i18next';
// Not the entity's index: the pass page loads no more than this (pass-page.tsx).
import { SignedOutChoice } from '../../../entities/kept-documents/signed-out-choice';
import { useOnline } from '../../../lib/network-status';
import { KeptPass } from './kept-pass';
import type { PassControls } from './pass-view';

interface SignedOutPassProps {
  orderId: string;
  controls: PassControls;
  /** What "Log in" does where the page has no login dialog (the pass page). */
  onLogin?: () => void;
}

/**
 * A pass's address signed out: the kept copy opens with the password;
 * online, the login is offered beside it (the entity's SignedOutChoice).
 * The app's pass screen and the pass page (pass-page.tsx) both show it.
 */
export function SignedOutPass({ orderId, controls, onLogin }: SignedOutPassProps) {
  const { t } = useTranslation('labVisit');
  const online = useOnline();
  const keptCopy = <KeptPass orderId={orderId} controls={controls} />;
  if (!online) return keptCopy;
  const words = { title: t('title'), message: t('signedOut.message'), login: t('signedOut.login'), openKept: t('signedOut.openKept') };
  return <SignedOutChoice words={words} keptCopy={keptCopy} {...(onLogin ? { onLogin } : {})} />;
}
