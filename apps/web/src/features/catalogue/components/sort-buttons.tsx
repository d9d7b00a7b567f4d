import '../i18n';
import { useTranslation } from 'react-i18next';
import type { CatalogueSort } from '../catalogue-search';
import styles from './sort-buttons.module.css';

interface SortButtonsProps {
  sort: CatalogueSort | undefined;
  onSort: (column: 'name' | 'price') => void;
}

/** spec/02 2.3: Name and Price sort buttons; the active one says its direction. */
export function SortButtons({ sort, onSort }: SortButtonsProps) {
  const { t } = useTranslation('catalogue');
  const button = (column: 'name' | 'price', label: string) => {
    const active = sort === column || sort === `${column}-desc`;
    const descending = sort === `${column}-desc`;
    return (
      <button type="button" className={styles.button} aria-pressed={active} onClick={() => onSort(column)}>
        {label}
        {active && (
          <>
            <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span>
            <span className="visually-hidden">, {descending ? t('catalogue.descending') : t('catalogue.ascending')}</span>
          </>
        )}
      </button>
    );
  };
  return (
    <div className={styles.sort} role="group" aria-labelledby="catalogue-sort-label">
      <span id="catalogue-sort-label" className={styles.label}>
        {t('catalogue.sortBy')}
      </span>
      {button('name', t('catalogue.sortName'))}
      {button('price', t('catalogue.sortPrice'))}
    </div>
  );
}
