import '../i18n';
import { exhaustiveMap, type CartItem, type SummaryFee, type SummaryLine, type SummaryRows } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeesDialog } from './fees-dialog';
import styles from './checkout.module.css';
import { useLangAttribute } from '../../../lib/text-language';
import { useFormats } from '../../../lib/formats';

/**
 * spec/02 2.7: the summary panel's lines, each panel's tests behind a toggle.
 * Each line's price is the one summaryRows shows (after a product code).
 */
export function OrderLines({ items, rows }: { items: readonly CartItem[]; rows: SummaryRows }) {
  const shownById = new Map(rows.lines.map((line) => [line.itemId, line]));
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <OrderLine key={item.id} item={item} shown={shownById.get(item.id)} />
      ))}
    </ul>
  );
}

function OrderLine({ item, shown }: { item: CartItem; shown: SummaryLine | undefined }) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('checkout');
  const [expanded, setExpanded] = useState(false);
  const membersId = useId();
  const { product } = item;
  const price = shown?.price ?? item.orderItemPrice;
  const langOf = useLangAttribute();
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>
        <span lang={langOf(product.lang)}>{product.name}</span>
        {shown && shown.priceBeforePromo !== null && (
          <span className={styles.linePromo}>
            {shown.promoCode
              ? t('summary.promoApplied', { code: shown.promoCode, amount: usd(shown.priceBeforePromo) })
              : t('summary.promoAppliedHidden', { amount: usd(shown.priceBeforePromo) })}
          </span>
        )}
      </span>
      <span className={styles.prices}>
        {product.marketPrice > price && (
          <s className={styles.struck}>
            <span className="visually-hidden">{t('summary.marketPrice')}: </span>
            {usd(product.marketPrice)}
          </s>
        )}
        <span>
          <span className="visually-hidden">{t('summary.price')}: </span>
          {usd(price)}
        </span>
      </span>
      {item.children.length > 0 && (
        <>
          <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={membersId} onClick={() => setExpanded((open) => !open)}>
            {t(expanded ? 'summary.hideTests' : 'summary.showTests')}
          </button>
          <ul id={membersId} className={styles.members} hidden={!expanded} aria-label={t('summary.includedTests', { name: product.name })}>
            {item.children.map((child) => (
              <li key={child.id} lang={langOf(child.product.lang)}>
                {child.product.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * spec/02 2.7 and 9: discounts (duplicate tests, an order code's "total order
 * discount"; a product code shows on its lines), the fees (their labels open
 * the Order Fees dialog; the list value, or the default fee when a promo
 * lowers it, struck through), the total or "Free of charge", and the average
 * savings. The rows are summaryRows' (packages/domain), so they add up.
 */
export function SummaryFigures({ rows, hasCovidIgG }: { rows: SummaryRows; hasCovidIgG: boolean }) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('checkout');
  const [feesOpen, setFeesOpen] = useState(false);
  return (
    <>
      {rows.discounts.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('summary.discounts')}</h3>
          <dl className={styles.rows}>
            {rows.discounts.map((discount) => (
              <div key={discount.kind === 'duplicate' ? discount.productId : discount.kind} className={styles.row}>
                <dt>{discount.kind === 'duplicate' ? t('summary.duplicateDiscount', { name: discount.name, times: discount.count + 1 }) : t('summary.orderDiscount')}</dt>
                <dd>-{usd(discount.amount)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <dl className={styles.rows}>
        {rows.fees.map((fee) => (
          <FeeRow key={fee.kind} fee={fee} onExplain={() => setFeesOpen(true)} />
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('summary.cartTotal')}</dt>
          <dd data-testid="cart-total">{rows.isFree ? t('summary.free') : usd(rows.total)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('summary.averageSavings')}</dt>
          <dd className={styles.savings}>{usd(rows.averageSavings)}</dd>
        </div>
      </dl>
      {hasCovidIgG && <p className={styles.note}>{t('summary.covidNote')}</p>}
      {feesOpen && <FeesDialog onClose={() => setFeesOpen(false)} />}
    </>
  );
}

const FEE_LABELS = exhaustiveMap({ physicianOversight: 'summary.physicianFee', labDraw: 'summary.labDrawFee', processing: 'summary.processingFee' } as const);

/** A fee, struck against the default when a promo lowered it, otherwise against its list value; the two fees' labels explain them. */
function FeeRow({ fee, onExplain }: { fee: SummaryFee; onExplain: () => void }) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('checkout');
  const label = t(FEE_LABELS.get(fee.kind));
  return (
    <div className={styles.row}>
      <dt>
        {fee.kind === 'processing' ? (
          label
        ) : (
          <button type="button" className={styles.feeButton} onClick={onExplain} aria-haspopup="dialog">
            {label}
            <span className="visually-hidden"> ({t('summary.aboutFees')})</span>
          </button>
        )}
      </dt>
      <dd className={styles.prices}>
        {fee.struck !== null && (
          <s className={styles.struck}>
            <span className="visually-hidden">{t('summary.was')} </span>
            {usd(fee.struck)}
          </s>
        )}
        <span>{usd(fee.amount)}</span>
      </dd>
    </div>
  );
}
