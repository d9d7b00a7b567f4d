// Tokens and base rules first, so component styles come after them.
import './styles/global.css';
// Before any schema parses (lib/zod-jitless.ts).
import './lib/zod-jitless';
// Before the features add their strings.
import './pass-i18n';
import { lazy, StrictMode, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '@labstore/domain';
import { Logo } from './components/ui/logo';
import { refreshKeptState } from './entities/kept-documents/kept-state';
import { endFirstFrame } from './entities/kept-documents/first-frame';
import type { PassControls } from './features/lab-visit/components/pass-view';
import { SignedOutPass } from './features/lab-visit/components/signed-out-pass';
import { LanguageSwitch } from './features/shell/components/language-switch';
import { logInFromPassPage } from './pass-first-frame';
import styles from './pass-page.module.css';

// Issue 18: a pass's address opened signed out on a device that keeps
// documents (pass-start.ts decides): the same signed-out choice, unlock form
// and pass view as the app's pass screen, inside a bar with the logo and the
// language switch instead of the storefront's shell, with no router, query
// cache, cart or catalogue (docs/performance.md "Documents kept on the
// device"). A link out of it, or "Log in", loads the app; the key, as at any
// page load, stays behind.

// "Keep on this phone" (here: kept, and Remove) is not needed to show the pass: it loads after.
const KeepOnPhoneButton = lazy(() => import('./entities/kept-documents/keep-on-phone-button').then((module) => ({ default: module.KeepOnPhoneButton })));

function FinderLink({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <a href={APP_PATHS.testCenters} className={className}>
      {children}
    </a>
  );
}

const controls = (orderId: string): PassControls => ({
  keep: (
    <Suspense fallback={null}>
      <KeepOnPhoneButton orderId={orderId} what="pass" />
    </Suspense>
  ),
  centerFinder: FinderLink,
});

function PassPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shell');
  // After the screen's own layout effects (the unlock form takes what was typed), before paint.
  useLayoutEffect(endFirstFrame, []);
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <a href={APP_PATHS.home} className={styles.logo} aria-label={t('header.home')}>
            <Logo className={styles.logoImage} />
          </a>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <SignedOutPass orderId={orderId} controls={controls(orderId)} onLogin={logInFromPassPage} />
      </main>
    </>
  );
}

export async function showPassPage(orderId: string): Promise<void> {
  // Whether a vault is set up here, read before the first render: the screen React draws is then
  // the one the first frame shows (the unlock form), not a moment of "not kept" before it.
  await refreshKeptState().catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('pass.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      {/* A Spanish page waits for its strings (lib/i18n). */}
      <Suspense fallback={null}>
        <PassPage orderId={orderId} />
      </Suspense>
    </StrictMode>,
  );
}
