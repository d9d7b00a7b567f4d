import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { KeepOnPhoneButton } from '../../../entities/kept-documents';
import { paths } from '../../../lib/paths';
import type { PassControls } from './pass-view';

/** The test center finder, a move within the app. */
function FinderInApp({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <Link {...paths.testCenters()} className={className}>
      {children}
    </Link>
  );
}

/** The pass's controls inside the app: "Keep on this phone" and the in-app finder link. */
export const appPassControls = (orderId: string): PassControls => ({
  keep: <KeepOnPhoneButton orderId={orderId} what="pass" />,
  centerFinder: FinderInApp,
});
