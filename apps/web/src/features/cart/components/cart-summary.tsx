import '../i18n';
import { formatUsd, toCents, type Cart } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { CountingAmount } from './counting-amount';
import styles from './cart-summary.module.css';

// spec/02 2.6 and 9: the discounts block, the fee rows and the summary, all
// the server's figures (money is computed only on the server).

const usd = (amount: number) => formatUsd(toCents(amount));

/** spec/02 2.6 discounts block: duplicate tests inside panels, and the promo code. */
export function CartDiscounts({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { summary } = cart;
  if (summary.duplicateChilds.length === 0 && summary.promoDiscount <= 0) return null;
  return (
    <section className={styles.block} aria-labelledby="cart-discounts">
      <h3 id="cart-discounts" className={styles.blockTitle}>
        {t('discounts.title')}
      </h3>
      <dl className={styles.rows}>
        {summary.duplicateChilds.map((duplicate) => (
          <div key={duplicate.productId} className={styles.row}>
            <dt>{t('discounts.duplicate', { name: duplicate.name, count: duplicate.count })}</dt>
            <dd>−{usd(duplicate.discount)}</dd>
          </div>
        ))}
        {summary.promoDiscount > 0 && cart.promoCode && (
          <div className={styles.row}>
            <dt>{t('discounts.promo', { code: cart.promoCode })}</dt>
            <dd>−{usd(summary.promoDiscount)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** spec/02 9: the processing fee when there is one, otherwise the two fees against their struck-through list values. */
function FeeRows({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { summary } = cart;
  if (summary.processingFee > 0) {
    return (
      <div className={styles.row}>
        <dt>{t('fees.processing')}</dt>
        <dd>{usd(summary.processingFee)}</dd>
      </div>
    );
  }
  const fees = [
    { label: t('fees.physician'), list: summary.listPhysicianFee, amount: summary.physicianFee },
    { label: t('fees.labDraw'), list: summary.listLabDrawFee, amount: summary.labDrawFee },
  ];
  return fees.map((fee) => (
    <div key={fee.label} className={styles.row}>
      <dt>{fee.label}</dt>
      <dd>
        <s className={styles.struck} aria-label={t('fees.listPrice', { amount: usd(fee.list) })}>
          {usd(fee.list)}
        </s>{' '}
        {usd(fee.amount)}
      </dd>
    </div>
  ));
}

export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { summary } = cart;
  return (
    <section className={styles.summary} aria-labelledby="cart-summary">
      <h3 id="cart-summary" className={styles.blockTitle}>
        {t('summary.title')}
      </h3>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <s className={styles.struck} aria-label={t('summary.marketTotal', { amount: usd(summary.listTotal) })}>
              {usd(summary.listTotal)}
            </s>{' '}
            {usd(summary.subTotal)}
          </dd>
        </div>
        <FeeRows cart={cart} />
        {summary.discount > 0 && (
          <div className={styles.row}>
            <dt>{t('summary.discount')}</dt>
            <dd>−{usd(summary.discount)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('summary.total')}</dt>
          <dd>{summary.isFree ? t('summary.free') : usd(summary.cartTotal)}</dd>
        </div>
        <div className={`${styles.row} ${styles.savings}`}>
          <dt>{t('summary.averageSavings')}</dt>
          <dd>
            <CountingAmount cents={toCents(summary.averageSavings)} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
