import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { signOut, useAuthSession } from '../../../lib/session/current-session';
import { canUseDashboard, type AuthSession } from '../../../lib/session/session-record';
import { openDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { useOnNavigated } from '../../../lib/use-on-navigated';
import styles from './user-menu.module.css';

/**
 * spec/01 2.2 user bar. Signed out: LOGIN and REGISTER open their dialogs.
 * Signed in: My Account (the account menu), Admin Dashboard when the session
 * allows the dashboard, and LOGOUT; CART (n) stays beside it in the header.
 */
export function UserBar({ className, accountEmail }: { className?: string | undefined; accountEmail?: string | undefined }) {
  const { t } = useTranslation('shell');
  const session = useAuthSession();

  if (!session) {
    return (
      <div className={className}>
        <button type="button" className={styles.secondary} onClick={() => openDialog('login')}>
          {t('header.login')}
        </button>
        <button type="button" className={styles.primary} onClick={() => openDialog('registration')}>
          {t('header.register')}
        </button>
      </div>
    );
  }

  return (
    <div className={className}>
      <AccountMenu session={session} email={accountEmail} />
      {canUseDashboard(session) && (
        <Link {...paths.dashboard()} className={styles.secondary}>
          {t('header.adminDashboard')}
        </Link>
      )}
      <button type="button" className={styles.secondary} onClick={() => void signOut('user')}>
        {t('header.logout')}
      </button>
    </div>
  );
}

/**
 * The account menu, titled with the user's e-mail: Account Profile, Order
 * History, and for administrators an Administration heading with Dashboard
 * (and Users for full administrators). A disclosure of links: Enter, Space or
 * ArrowDown opens it, arrows move, Esc closes and returns to the button.
 */
function AccountMenu({ session, email }: { session: AuthSession; email: string | undefined }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  useOnNavigated(() => setOpen(false));

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    links(panelRef.current)[0]?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) links(panelRef.current)[0]?.focus();
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const all = links(panelRef.current);
      const from = document.activeElement instanceof HTMLAnchorElement ? all.indexOf(document.activeElement) : -1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(from + step + all.length) % all.length]?.focus();
    }
  };

  const administrator = canUseDashboard(session);

  return (
    <div
      className={styles.menu}
      onBlur={(event) => {
        // Tabbing or clicking away closes it.
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={email ? t('header.accountMenu', { email }) : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon className={styles.icon} />
        {t('header.myAccount')}
        <ChevronDownIcon className={styles.chevron} width="16" height="16" />
      </button>
      <div id={panelId} ref={panelRef} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {email && <p className={styles.title}>{email}</p>}
        <ul className={styles.list}>
          <li>
            <Link {...paths.accountProfile()} className={styles.link} onClick={() => setOpen(false)}>
              {t('header.accountProfile')}
            </Link>
          </li>
          <li>
            <Link {...paths.orderHistory()} className={styles.link} onClick={() => setOpen(false)}>
              {t('header.orderHistory')}
            </Link>
          </li>
        </ul>
        {administrator && (
          <>
            <p className={styles.heading} id={`${panelId}-admin`}>
              {t('header.administration')}
            </p>
            <ul className={styles.list} aria-labelledby={`${panelId}-admin`}>
              <li>
                <Link {...paths.dashboard()} className={styles.link} onClick={() => setOpen(false)}>
                  {t('header.dashboard')}
                </Link>
              </li>
              {/* spec/01 2.2 shows the users entry "conditionally": full administrators only (docs/decisions.md). */}
              {session.isAdmin && (
                <li>
                  <Link {...paths.dashboardUsers()} className={styles.link} onClick={() => setOpen(false)}>
                    <DiamondIcon className={styles.icon} />
                    {t('header.users')}
                  </Link>
                </li>
              )}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function links(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll('a')) : [];
}

const UserIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </svg>
);

const DiamondIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
    <path d="M6 3h12l4 6-10 12L2 9z" />
    <path d="M2 9h20" />
  </svg>
);
