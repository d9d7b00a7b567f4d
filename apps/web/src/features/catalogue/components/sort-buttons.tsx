import type { CatalogueSort } from '../catalogue-search';
import { useCatalogueText } from '../i18n';
import styles from './sort-buttons.module.css';

interface SortButtonsProps {
  sort: CatalogueSort | undefined;
  onSort: (column: 'name' | 'price') => void;
}

/** spec/02 2.3: Name and Price sort buttons; the active one says its direction. */
export function SortButtons({ sort, onSort }: SortButtonsProps) {
  const text = useCatalogueText();
  const button = (column: 'name' | 'price', label: string) => {
    const active = sort === column || sort === `${column}-desc`;
    const descending = sort === `${column}-desc`;
    return (
      <button type="button" className={styles.button} aria-pressed={active} onClick={() => onSort(column)}>
        {label}
        {active && (
          <>
            <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span>
            <span className="visually-hidden">, {descending ? text.catalogue.descending : text.catalogue.ascending}</span>
          </>
        )}
      </button>
    );
  };
  return (
    <div className={styles.sort} role="group" aria-labelledby="catalogue-sort-label">
      <span id="catalogue-sort-label" className={styles.label}>
        {text.catalogue.sortBy}
      </span>
      {button('name', text.catalogue.sortName)}
      {button('price', text.catalogue.sortPrice)}
    </div>
  );
}
