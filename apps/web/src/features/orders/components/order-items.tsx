import type { CartItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import { itemNote, itemsInHistoryOrder } from '../order-items';
import styles from './order-items.module.css';

/** spec/02 2.10: the order's tests by product type, panels last, each a link to its page, panel members too. */
export function OrderItems({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('panel.items')}
      </h4>
      <ul className={styles.items}>
        {itemsInHistoryOrder(items).map((line) => (
          <OrderItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

function OrderItem({ line }: { line: CartItem }) {
  const { t } = useTranslation('orders');
  const langOf = useLangAttribute();
  const note = itemNote(line);
  const membersId = useId();
  return (
    <li className={styles.item}>
      <Link {...paths.product(line.product.slug)} className={styles.name} lang={langOf(line.product.lang)}>
        {line.product.name}
      </Link>
      {note === 'reflex' && <p className={styles.note}>{t('panel.reflex')}</p>}
      {note === 'panel' && (
        <>
          <p id={membersId} className={styles.note}>
            {t('panel.panelTests')}
          </p>
          <ul className={styles.members} aria-labelledby={membersId}>
            {line.children.map((child) => (
              <li key={child.id}>
                <Link {...paths.product(child.product.slug)} lang={langOf(child.product.lang)}>
                  {child.product.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
