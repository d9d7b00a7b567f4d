import type { NavigationItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarsIcon, CartIcon, MapPinIcon, TimesIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { useCartCount } from '../../../entities/cart/cart-count';
import { openDialog, useOpenDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { useOnNavigated } from '../../../lib/use-on-navigated';
import { LanguageSwitch } from './language-switch';
import { MainNavigation } from './main-navigation';
import { SearchBox } from './search-box';
import { UserBar } from './user-menu';
import styles from './header.module.css';

const MENU_ID = 'site-menu';

/** The top bar of spec/01 2.2. */
interface HeaderProps {
  navigation: readonly NavigationItem[];
  /** The signed-in user's e-mail, the account menu's title; the app reads it from the session feature. */
  accountEmail?: string | undefined;
}

export function Header({ navigation, accountEmail }: HeaderProps) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  useOnNavigated(() => setMenuOpen(false));
  // Signing in or out from the phone menu is done with it: it closes, as a navigation closes it.
  const [menuAccount, setMenuAccount] = useState(accountEmail);
  if (menuAccount !== accountEmail) {
    setMenuAccount(accountEmail);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <TimesIcon width="24" height="24" /> : <BarsIcon width="24" height="24" />}
        </button>
        <Link {...paths.home()} className={styles.logo} aria-label={t('header.home')}>
          <Logo className={styles.logoImage} />
        </Link>
        <SearchBox className={styles.search} />
        <Link {...paths.testCenters()} className={styles.testCenters}>
          <MapPinIcon width="18" height="18" />
          {t('header.testCenters')}
        </Link>
        <CartButton />
        <div id={MENU_ID} className={styles.menu} data-open={menuOpen}>
          <MainNavigation items={navigation} />
          <UserBar className={styles.user} accountEmail={accountEmail} />
        </div>
        <div className={styles.below}>
          <Link {...paths.testCenters()} className={styles.testCenterSearch}>
            <MapPinIcon width="16" height="16" />
            {t('header.testCenterSearch')}
          </Link>
          <LanguageSwitch className={styles.language} />
        </div>
      </div>
    </header>
  );
}

/**
 * spec/02 2.6: CART (n) opens the cart as a panel. Opening is said by the
 * panel itself (a dialog with its title); closing is said here.
 */
function CartButton() {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  const open = useOpenDialog() === 'cartPanel';
  const [announcement, setAnnouncement] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setAnnouncement(t(open ? 'header.cartOpened' : 'header.cartClosed'));
  }
  return (
    <>
      <button type="button" className={styles.cart} aria-haspopup="dialog" aria-expanded={open} onClick={() => openDialog('cartPanel')}>
        <CartIcon />
        {t('header.cart', { count })}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
