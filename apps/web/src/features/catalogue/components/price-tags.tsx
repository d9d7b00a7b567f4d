import '../i18n';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import styles from './price-tags.module.css';

/** A row's prices: the market price struck through, then ours (spec/02 2.3, 2.6). */
export function PriceTags({ marketPrice, price }: { marketPrice: number | null | undefined; price: number }) {
  const { t } = useTranslation('catalogue');
  const format = useFormats();
  return (
    <span className={styles.prices}>
      {marketPrice != null && marketPrice > price && (
        <s className={styles.market}>
          <span className="visually-hidden">{t('list.marketPrice')} </span>
          {format.amount(marketPrice)}
        </s>
      )}
      <span className={styles.price}>
        <span className="visually-hidden">{t('list.price')} </span>
        {format.amount(price)}
      </span>
    </span>
  );
}
