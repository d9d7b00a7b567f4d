import '../i18n';
import { type CartItem, type SummaryLine } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TimesIcon } from '../../../components/ui/icons';
import { ProductImage } from '../../../components/ui/product-image';
import type { CartProductSummary } from '../../../entities/cart';
import { paths } from '../../../lib/paths';
import { useLangAttribute } from '../../../lib/text-language';
import styles from './cart-lines.module.css';
import { useFormats } from '../../../lib/formats';

// spec/02 2.6: the cart's lines. One table: a table on a wide screen, and a
// list of cards on a phone (the stylesheet lays the rows out as cards).

const IMAGE_SIZE = 56;

interface CartLinesProps {
  items: readonly CartItem[];
  /** The lines as summaryRows shows them: each line's price after a product code. */
  shownLines: readonly SummaryLine[];
  pendingAdds: readonly CartProductSummary[];
  onRemove: (line: CartItem | CartProductSummary) => void;
  /** A link inside the header panel also closes it. */
  onNavigate?: (() => void) | undefined;
}

export function CartLines({ items, shownLines, pendingAdds, onRemove, onNavigate }: CartLinesProps) {
  const { t } = useTranslation('cart');
  const langOf = useLangAttribute();
  const shownById = new Map(shownLines.map((line) => [line.itemId, line]));
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
            lang={langOf(item.product.lang)}
            slug={item.product.slug}
            imageId={item.product.imageId}
            marketPrice={item.product.marketPrice}
            price={shownById.get(item.id)?.price ?? item.orderItemPrice}
            promo={shownById.get(item.id)}
            members={item.children.map((child) => ({ id: child.id, name: child.product.name, slug: child.product.slug, lang: langOf(child.product.lang) }))}
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
  /** The name's language when it is not the page's (lib/text-language.ts). */
  lang?: string;
  slug: string;
  imageId: string | null;
  marketPrice: number | null;
  price: number;
  /** The line as summaryRows shows it: what a product code took off. */
  promo?: SummaryLine | undefined;
  members: readonly { id: string; name: string; slug: string; lang?: string }[];
  pending?: boolean;
  onRemove: () => void;
  onNavigate?: (() => void) | undefined;
}

function LineRow({ name, lang, slug, imageId, marketPrice, price, promo, members, pending = false, onRemove, onNavigate }: LineRowProps) {
  const { amount: usd } = useFormats();
  const { t } = useTranslation('cart');
  return (
    <tr className={styles.row} data-pending={pending || undefined}>
      <td className={styles.imageCell}>
        {/* Offline, a product never seen has no image on the device: the placeholder shows (issue 16). */}
        <ProductImage imageId={imageId} width={IMAGE_SIZE} height={IMAGE_SIZE} lazy />
      </td>
      <td className={styles.nameCell}>
        <Link {...paths.product(slug)} className={styles.name} lang={lang} onClick={onNavigate}>
          {name}
        </Link>
        {pending && <span className={styles.pending}>{t('lines.waitingToSync')}</span>}
        {promo && promo.priceBeforePromo !== null && (
          <p className={styles.promo}>
            {promo.promoCode
              ? t('lines.promoApplied', { code: promo.promoCode, amount: usd(promo.priceBeforePromo) })
              : t('lines.promoAppliedHidden', { amount: usd(promo.priceBeforePromo) })}
          </p>
        )}
        {members.length > 0 && (
          <div className={styles.members}>
            <span className={styles.membersTitle}>{t('lines.includes')}</span>
            <ul className={styles.memberList}>
              {members.map((member) => (
                <li key={member.id}>
                  <Link {...paths.product(member.slug)} lang={member.lang} onClick={onNavigate}>
                    {member.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </td>
      <td className={styles.market} data-label={t('lines.marketPrice')}>
        {marketPrice !== null && <s>{usd(marketPrice)}</s>}
      </td>
      <td className={styles.price} data-label={t('lines.price')}>
        {usd(price)}
      </td>
      <td className={styles.removeCell}>
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('lines.removeLabel', { name })}>
          <TimesIcon width="18" height="18" />
        </button>
      </td>
    </tr>
  );
}
