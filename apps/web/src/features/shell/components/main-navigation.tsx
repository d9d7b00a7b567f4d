import { COVID_MENU_ITEM_WIDTH_PX, DROPDOWN_WIDTH_PX, type NavigationItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVars } from '../../../lib/css-vars';
import { paths } from '../../../lib/paths';
import { useOnNavigated } from '../../../lib/use-on-navigated';
import { COVID_NAVIGATION_SLUG, topBarEntries } from '../navigation';
import { EntryLink } from './entry-link';
import { NavDropdown } from './nav-dropdown';
import styles from './main-navigation.module.css';

/** The top-bar entries of the navigation list and the Blog link (spec/01 2.2). */
export function MainNavigation({ items }: { items: readonly NavigationItem[] }) {
  const { t } = useTranslation('shell');
  const openId = useSingleOpenDropdown();
  const navRef = useCloseOnOutsideClick(openId.value !== null, () => openId.set(null));

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('nav.label')}
      style={cssVars({
        '--dropdown-width': `${DROPDOWN_WIDTH_PX}px`,
        '--covid-width': `${COVID_MENU_ITEM_WIDTH_PX}px`,
      })}
    >
      <ul className={styles.list}>
        {topBarEntries(items).map((item) => (
          <li key={item.id} className={item.slug === COVID_NAVIGATION_SLUG ? styles.covid : undefined}>
            {item.subitems.length > 0 ? (
              <NavDropdown
                item={item}
                open={openId.value === item.id}
                onOpenChange={(open) => openId.set(open ? item.id : null)}
              />
            ) : (
              <EntryLink item={item} className={styles.item} />
            )}
          </li>
        ))}
        <li>
          <Link {...paths.blog()} className={styles.item}>
            {t('nav.blog')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** spec/01 2.2: only one dropdown is open at a time; any navigation closes it. */
function useSingleOpenDropdown() {
  const [value, set] = useState<string | null>(null);
  useOnNavigated(() => set(null));
  return { value, set };
}

function useCloseOnOutsideClick(active: boolean, close: () => void) {
  const ref = useRef<HTMLElement>(null);
  const closeOnOutsidePress = useEffectEvent(close);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) closeOnOutsidePress();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);
  return ref;
}
