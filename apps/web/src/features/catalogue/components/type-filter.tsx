import '../i18n';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import type { CatalogueSort } from '../catalogue-search';
import type { TypeList } from '../../../lib/catalogue-urls';
import styles from './type-filter.module.css';

/** Active means this very list: /all is not active on /all/panels, and the sort does not matter. */
const EXACT = { exact: true, includeSearch: false } as const;

/**
 * spec/02 2.1: all and all/{panels}. Links between the whole Tests list,
 * panels and individual tests; the sort is kept, the page starts again.
 */
export function TypeFilter({ current, sort }: { current: TypeList | 'all'; sort: CatalogueSort | undefined }) {
  const { t } = useTranslation('catalogue');
  const search = sort ? { sort } : {};
  const entries = [
    { key: 'all', label: t('filter.all'), link: paths.catalogue(search) },
    { key: 'panels', label: t('typeList.panels'), link: paths.catalogueOfType('panels', search) },
    { key: 'tests', label: t('typeList.tests'), link: paths.catalogueOfType('tests', search) },
  ] as const;
  return (
    <nav aria-label={t('filter.label')} className={styles.filter}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link {...entry.link} activeOptions={EXACT} className={styles.link} aria-current={entry.key === current ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
