import '../i18n';
import type { ProductListItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { AddToCartButton } from '../../../entities/cart/add-to-cart-button';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import { PriceTags } from './price-tags';
import styles from './product-list.module.css';

const IMAGE_SIZE = 64;
/** Rows past the first few start below the fold on a phone: their images load lazily. */
const EAGER_ROWS = 3;

/** spec/02 2.3: a list of tests; each name opens product/{slug}. */
export function ProductList({ items }: { items: readonly ProductListItem[] }) {
  const { t } = useTranslation('catalogue');
  const langOf = useLangAttribute();
  return (
    <ul className={styles.list} aria-label={t('list.label')}>
      {items.map((row, index) => (
        <li key={row.id} className={styles.row}>
          <ProductImage imageId={row.imageId} width={IMAGE_SIZE} height={IMAGE_SIZE} lazy={index >= EAGER_ROWS} />
          <div className={styles.main}>
            <Link {...paths.product(row.slug)} className={styles.name} lang={langOf(row.lang)}>
              {row.name}
            </Link>
            {row.cpt && <span className={styles.cpt}>{t('list.cpt', { cpt: row.cpt })}</span>}
          </div>
          <div className={styles.prices}>
            <PriceTags marketPrice={row.marketPrice} price={row.masterPrice} />
            {row.isActive && <AddToCartButton className={styles.addToCart} product={row} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The list's size while it loads, so nothing below jumps when it arrives. */
export function ProductListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('list.loading')}</span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.row}>
            <span className={styles.skeletonImage} />
            <div className={styles.main}>
              <span className={styles.skeletonName} />
              <span className={styles.skeletonCpt} />
            </div>
            <div className={styles.prices}>
              <span className={styles.skeletonPrice} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
