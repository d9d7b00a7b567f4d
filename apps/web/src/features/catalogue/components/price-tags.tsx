import { formatUsd, toCents } from '@labstore/domain';
import { useCatalogueText } from '../i18n';
import styles from './price-tags.module.css';

/** A row's prices: the market price struck through, then ours (spec/02 2.3, 2.6). */
export function PriceTags({ marketPrice, price }: { marketPrice: number | null | undefined; price: number }) {
  const text = useCatalogueText();
  return (
    <span className={styles.prices}>
      {marketPrice != null && marketPrice > price && (
        <s className={styles.market}>
          <span className="visually-hidden">{text.list.marketPrice} </span>
          {formatUsd(toCents(marketPrice))}
        </s>
      )}
      <span className={styles.price}>
        <span className="visually-hidden">{text.list.price} </span>
        {formatUsd(toCents(price))}
      </span>
    </span>
  );
}
