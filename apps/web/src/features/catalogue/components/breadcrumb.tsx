import '../i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import styles from './breadcrumb.module.css';

/**
 * spec/02 2.3-2.5 breadcrumbs: Home, then (throughTests) Tests, then the
 * children, <li> items whose last one, the page itself, is a CurrentCrumb.
 */
export function Breadcrumb({ children, throughTests = false }: { children: ReactNode; throughTests?: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link {...paths.home()}>{t('breadcrumb.home')}</Link>
        </li>
        {throughTests && (
          <li>
            {/* Exact: on all/panels this crumb is the way up, not the current page. */}
            <Link {...paths.catalogue()} activeOptions={{ exact: true }}>
              {t('breadcrumb.tests')}
            </Link>
          </li>
        )}
        {children}
      </ol>
    </nav>
  );
}

export function CurrentCrumb({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <li aria-current="page" className={styles.current} lang={lang}>
      {children}
    </li>
  );
}
