import '../i18n';
import type { CartItem, OrderSummary as Summary } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usd } from '../display';
import { FeesDialog } from './fees-dialog';
import styles from './checkout.module.css';

/** spec/02 2.7: the summary panel's lines, each panel's tests behind a toggle. */
export function OrderLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <OrderLine key={item.id} item={item} />
      ))}
    </ul>
  );
}

function OrderLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const [expanded, setExpanded] = useState(false);
  const membersId = useId();
  const { product } = item;
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>{product.name}</span>
      <span className={styles.prices}>
        {product.marketPrice > item.orderItemPrice && (
          <s className={styles.struck}>
            <span className="visually-hidden">{t('summary.marketPrice')}: </span>
            {usd(product.marketPrice)}
          </s>
        )}
        <span>
          <span className="visually-hidden">{t('summary.price')}: </span>
          {usd(item.orderItemPrice)}
        </span>
      </span>
      {item.children.length > 0 && (
        <>
          <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={membersId} onClick={() => setExpanded((open) => !open)}>
            {t(expanded ? 'summary.hideTests' : 'summary.showTests')}
          </button>
          <ul id={membersId} className={styles.members} hidden={!expanded} aria-label={t('summary.includedTests', { name: product.name })}>
            {item.children.map((child) => (
              <li key={child.id}>{child.product.name}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * spec/02 2.7 and 9: discounts (duplicate tests, the order's promo), the two
 * fees (their labels open the Order Fees dialog; the list value, or the
 * default fee when a promo lowers it, struck through), the total or "Free of
 * charge", and the average savings. Every figure is the server's.
 */
export function SummaryFigures({ summary }: { summary: Summary }) {
  const { t } = useTranslation('checkout');
  const [feesOpen, setFeesOpen] = useState(false);
  const hasDiscounts = summary.duplicateChilds.length > 0 || summary.promoDiscount > 0;
  return (
    <>
      {hasDiscounts && (
        <>
          <h3 className={styles.subheading}>{t('summary.discounts')}</h3>
          <dl className={styles.rows}>
            {summary.duplicateChilds.map((duplicate) => (
              <div key={duplicate.productId} className={styles.row}>
                <dt>{t('summary.duplicateDiscount', { name: duplicate.name, count: duplicate.count })}</dt>
                <dd>-{usd(duplicate.discount)}</dd>
              </div>
            ))}
            {summary.promoDiscount > 0 && (
              <div className={styles.row}>
                <dt>{t('summary.orderDiscount')}</dt>
                <dd>-{usd(summary.promoDiscount)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      <dl className={styles.rows}>
        <FeeRow label={t('summary.physicianFee')} fee={summary.physicianFee} defaultFee={summary.defaultPhysicianFee} listFee={summary.listPhysicianFee} onExplain={() => setFeesOpen(true)} />
        <FeeRow label={t('summary.labDrawFee')} fee={summary.labDrawFee} defaultFee={summary.defaultLabDrawFee} listFee={summary.listLabDrawFee} onExplain={() => setFeesOpen(true)} />
        {summary.processingFee > 0 && (
          <div className={styles.row}>
            <dt>{t('summary.processingFee')}</dt>
            <dd>{usd(summary.processingFee)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('summary.cartTotal')}</dt>
          <dd data-testid="cart-total">{summary.isFree ? t('summary.free') : usd(summary.cartTotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('summary.averageSavings')}</dt>
          <dd className={styles.savings}>{usd(summary.averageSavings)}</dd>
        </div>
      </dl>
      {summary.hasCovidIgG && <p className={styles.note}>{t('summary.covidNote')}</p>}
      {feesOpen && <FeesDialog onClose={() => setFeesOpen(false)} />}
    </>
  );
}

interface FeeRowProps {
  label: string;
  fee: number;
  defaultFee: number;
  listFee: number;
  onExplain: () => void;
}

/** A fee, struck against the default when a promo lowered it, otherwise against its list value. */
function FeeRow({ label, fee, defaultFee, listFee, onExplain }: FeeRowProps) {
  const { t } = useTranslation('checkout');
  const struck = fee < defaultFee ? defaultFee : listFee;
  return (
    <div className={styles.row}>
      <dt>
        <button type="button" className={styles.feeButton} onClick={onExplain} aria-haspopup="dialog">
          {label}
          <span className="visually-hidden"> ({t('summary.aboutFees')})</span>
        </button>
      </dt>
      <dd className={styles.prices}>
        {struck > fee && (
          <s className={styles.struck}>
            <span className="visually-hidden">{t('summary.was')} </span>
            {usd(struck)}
          </s>
        )}
        <span>{usd(fee)}</span>
      </dd>
    </div>
  );
}
