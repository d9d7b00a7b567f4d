import '../i18n';
import { type CartItem, formatUsd, publicReadUrls, toCents } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TimesIcon } from '../../../components/ui/icons';
import type { CartProductSummary } from '../../../entities/cart';
import { paths } from '../../../lib/paths';
import styles from './cart-lines.module.css';

// spec/02 2.6: the cart's lines. One table: a table on a wide screen, and a
// list of cards on a phone (the stylesheet lays the rows out as cards).

const IMAGE_SIZE = 56;

interface CartLinesProps {
  items: readonly CartItem[];
  pendingAdds: readonly CartProductSummary[];
  onRemove: (line: CartItem | CartProductSummary) => void;
  /** A link inside the header panel also closes it. */
  onNavigate?: (() => void) | undefined;
}

export function CartLines({ items, pendingAdds, onRemove, onNavigate }: CartLinesProps) {
  const { t } = useTranslation('cart');
  return (
    <table className={styles.table} aria-label={t('lines.label')}>
      <thead className={styles.head}>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('lines.product')}</span>
          </th>
          <th scope="col">{t('lines.product')}</th>
          <th scope="col" className={styles.amountHead}>
            {t('lines.marketPrice')}
          </th>
          <th scope="col" className={styles.amountHead}>
            {t('lines.price')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('lines.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <LineRow
            key={item.id}
            name={item.product.name}
            slug={item.product.slug}
            imageId={item.product.imageId}
            marketPrice={item.product.marketPrice}
            price={item.orderItemPrice}
            members={item.children.map((child) => ({ id: child.id, name: child.product.name, slug: child.product.slug }))}
            onRemove={() => onRemove(item)}
            onNavigate={onNavigate}
          />
        ))}
        {pendingAdds.map((product) => (
          <LineRow
            key={`pending-${product.id}`}
            name={product.name}
            slug={product.slug}
            imageId={product.imageId}
            marketPrice={product.marketPrice}
            price={product.masterPrice}
            members={[]}
            pending
            onRemove={() => onRemove(product)}
            onNavigate={onNavigate}
          />
        ))}
      </tbody>
    </table>
  );
}

interface LineRowProps {
  name: string;
  slug: string;
  imageId: string | null;
  marketPrice: number | null;
  price: number;
  members: readonly { id: string; name: string; slug: string }[];
  pending?: boolean;
  onRemove: () => void;
  onNavigate?: (() => void) | undefined;
}

function LineRow({ name, slug, imageId, marketPrice, price, members, pending = false, onRemove, onNavigate }: LineRowProps) {
  const { t } = useTranslation('cart');
  return (
    <tr className={styles.row} data-pending={pending || undefined}>
      <td className={styles.imageCell}>
        {imageId ? (
          <img className={styles.image} src={publicReadUrls.image(imageId)} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </td>
      <td className={styles.nameCell}>
        <Link {...paths.product(slug)} className={styles.name} onClick={onNavigate}>
          {name}
        </Link>
        {pending && <span className={styles.pending}>{t('lines.waitingToSync')}</span>}
        {members.length > 0 && (
          <div className={styles.members}>
            <span className={styles.membersTitle}>{t('lines.includes')}</span>
            <ul className={styles.memberList}>
              {members.map((member) => (
                <li key={member.id}>
                  <Link {...paths.product(member.slug)} onClick={onNavigate}>
                    {member.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </td>
      <td className={styles.market} data-label={t('lines.marketPrice')}>
        {marketPrice !== null && <s>{formatUsd(toCents(marketPrice))}</s>}
      </td>
      <td className={styles.price} data-label={t('lines.price')}>
        {formatUsd(toCents(price))}
      </td>
      <td className={styles.removeCell}>
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('lines.removeLabel', { name })}>
          <TimesIcon width="18" height="18" />
        </button>
      </td>
    </tr>
  );
}
