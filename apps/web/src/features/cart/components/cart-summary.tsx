import '../i18n';
import { exhaustiveMap, toCents, type SummaryFee, type SummaryRows } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { CountingAmount } from './counting-amount';
import styles from './cart-summary.module.css';
import { useFormats } from '../../../lib/formats';

// spec/02 2.6 and 9: the discounts block, the fee rows and the summary. The
// amounts are the server's, laid out by summaryRows (packages/domain), which
// the checkout summary uses too, so the rows add up to the total.

/** spec/02 2.6 discounts block: duplicate tests inside panels, and an order code (a product code shows on its lines). */
export function CartDiscounts({ rows }: { rows: SummaryRows }) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('cart');
  if (rows.discounts.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="cart-discounts">
      <h3 id="cart-discounts" className={styles.blockTitle}>
        {t('discounts.title')}
      </h3>
      <dl className={styles.rows}>
        {rows.discounts.map((discount) => (
          <div key={discount.kind === 'duplicate' ? discount.productId : discount.kind} className={styles.row}>
            <dt>
              {discount.kind === 'duplicate'
                ? t('discounts.duplicate', { name: discount.name, times: discount.count + 1 })
                : discount.code
                  ? t('discounts.promo', { code: discount.code })
                  : t('discounts.promoHidden')}
            </dt>
            <dd>−{usd(discount.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const FEE_LABELS = exhaustiveMap({ physicianOversight: 'fees.physician', labDraw: 'fees.labDraw', processing: 'fees.processing' } as const);

/** Each fee charged, the list value (or the default a code lowered) struck through before it. */
function FeeRows({ fees }: { fees: readonly SummaryFee[] }) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('cart');
  return fees.map((fee) => (
    <div key={fee.kind} className={styles.row}>
      <dt>{t(FEE_LABELS.get(fee.kind))}</dt>
      <dd>
        {fee.struck !== null && (
          <>
            <s className={styles.struck} aria-label={t('fees.listPrice', { amount: usd(fee.struck) })}>
              {usd(fee.struck)}
            </s>{' '}
          </>
        )}
        {usd(fee.amount)}
      </dd>
    </div>
  ));
}

export function CartSummary({ rows }: { rows: SummaryRows }) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('cart');
  return (
    <section className={styles.summary} aria-labelledby="cart-summary">
      <h3 id="cart-summary" className={styles.blockTitle}>
        {t('summary.title')}
      </h3>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <s className={styles.struck} aria-label={t('summary.marketTotal', { amount: usd(rows.listTotal) })}>
              {usd(rows.listTotal)}
            </s>{' '}
            {usd(rows.subtotal)}
          </dd>
        </div>
        <FeeRows fees={rows.fees} />
        {rows.discount > 0 && (
          <div className={styles.row}>
            <dt>{t('summary.discount')}</dt>
            <dd>−{usd(rows.discount)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('summary.total')}</dt>
          <dd>{rows.isFree ? t('summary.free') : usd(rows.total)}</dd>
        </div>
        <div className={`${styles.row} ${styles.savings}`}>
          <dt>{t('summary.averageSavings')}</dt>
          <dd>
            <CountingAmount cents={toCents(rows.averageSavings)} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
