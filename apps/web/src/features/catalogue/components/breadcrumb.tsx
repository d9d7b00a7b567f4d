import type { ReactNode } from 'react';
import { useCatalogueText } from '../i18n';
import styles from './breadcrumb.module.css';

/**
 * spec/02 2.3-2.5 breadcrumbs. Children are <li> items; the last one, the
 * page itself, carries aria-current="page".
 */
export function Breadcrumb({ children }: { children: ReactNode }) {
  const text = useCatalogueText();
  return (
    <nav aria-label={text.breadcrumb.label} className={styles.breadcrumb}>
      <ol className={styles.list}>{children}</ol>
    </nav>
  );
}

export function CurrentCrumb({ children }: { children: ReactNode }) {
  return (
    <li aria-current="page" className={styles.current}>
      {children}
    </li>
  );
}
