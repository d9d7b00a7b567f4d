import { ORDER_STATUS, type AdminTransaction } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { useFormats } from '../../../../lib/formats';
import { paths } from '../../../../lib/paths';
import { useDateTime } from '../../kit/date-time';
import { useAddProduct, useRemoveItem } from './order-writes';
import { ProductPicker } from './product-picker';
import kit from '../../kit/kit.module.css';
import styles from './transactions-tab.module.css';

/**
 * spec/03 2 Transactions: a row's expanded detail, spec/03 3 Order: its id,
 * amounts and tests, each linking to its product page; an order in status 1
 * (a cart) can have tests added or removed here, as its customer.
 */
export function OrderDetails({ order }: { order: AdminTransaction }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const dateTime = useDateTime();
  const fees = order.processingFee + order.physicianOversightFee + order.labDrawFee;
  return (
    <div className={styles.details}>
      <dl className={kit.facts}>
        <dt>{t('transactions.details.id')}</dt>
        <dd>{order.id}</dd>
        <dt>{t('transactions.details.createdDate')}</dt>
        <dd>{dateTime(order.createdDate)}</dd>
        {order.patientFullName && (
          <>
            <dt>{t('transactions.details.patient')}</dt>
            <dd>{order.patientFullName}</dd>
          </>
        )}
        <dt>{t('transactions.details.subTotal')}</dt>
        <dd>{formats.amount(order.subTotal)}</dd>
        <dt>{t('transactions.details.fees')}</dt>
        <dd>{formats.amount(fees)}</dd>
      </dl>
      {order.isRemovedFromHistory && <p>{t('transactions.details.removedFromHistory')}</p>}
      <OrderItems order={order} />
    </div>
  );
}

function OrderItems({ order }: { order: AdminTransaction }) {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const editable = order.status === ORDER_STATUS.Cart;
  const userId = editable ? order.userId : null;
  const remove = useRemoveItem((name) => t('transactions.itemRemoved', { name, number: order.number }));
  const add = useAddProduct(t('transactions.itemAdded'));
  return (
    <section aria-label={t('transactions.details.items')}>
      <h3 className={styles.itemsTitle}>{t('transactions.details.items')}</h3>
      {order.items.length === 0 && <p>{t('transactions.details.noItems')}</p>}
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.id}>
            <Link {...paths.product(item.product.slug)}>
              {item.product.name}
            </Link>{' '}
            {formats.amount(item.orderItemPrice)}
            {item.children.length > 0 && (
              <ul aria-label={t('transactions.details.panelOf')}>
                {item.children.map((child) => (
                  <li key={child.id}>{child.product.name}</li>
                ))}
              </ul>
            )}
            {userId !== null && (
              <FormButton
                className={styles.itemButton}
                aria-label={t('transactions.details.removeItemOf', { name: item.product.name, number: order.number })}
                aria-busy={(remove.isPending && remove.variables.itemId === item.id) || undefined}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ userId, orderId: order.id, itemId: item.id, name: item.product.name })}
              >
                {t('transactions.details.removeItem')}
              </FormButton>
            )}
          </li>
        ))}
      </ul>
      {editable && userId === null && <p>{t('transactions.details.guestCart')}</p>}
      {userId !== null && (
        <div className={styles.addItem}>
          <ProductPicker>
            {(productId) => (
              <FormButton
                variant="primary"
                aria-busy={add.isPending || undefined}
                disabled={add.isPending || productId === null}
                onClick={() => productId !== null && add.mutate({ userId, orderId: order.id, productId })}
              >
                {t('transactions.details.addItem')}
              </FormButton>
            )}
          </ProductPicker>
        </div>
      )}
    </section>
  );
}
