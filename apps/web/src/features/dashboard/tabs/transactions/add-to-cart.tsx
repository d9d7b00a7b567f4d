import { ADMIN_TRANSACTION_MESSAGES, ADMIN_USER_SEARCH_LENGTH_MESSAGE, adminUserName } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton, SelectField } from '../../../../components/ui/form-controls';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { LookupField } from './lookup-field';
import { useAddProduct } from './order-writes';
import { ProductPicker } from './product-picker';
import { userSearchable, useUserSearch } from './searches';
import styles from './transactions-tab.module.css';

/**
 * spec/03 2 Transactions: the add-to-cart control, driven by a user search
 * ('Required length: {min}' for a term too short, 'No such user' when
 * nothing matches); the test goes into the customer's cart through the
 * temporary quasi-admin session.
 */
export function AddToCart() {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const [term, setTerm] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const found = useUserSearch(term);
  const users = found.data?.items ?? [];
  const userId = users.some((user) => user.id === chosen) ? chosen : (users[0]?.id ?? null);
  const add = useAddProduct(t('transactions.itemAdded'));

  return (
    <section className={styles.addToCart} aria-labelledby="transactions-add-to-cart">
      <h2 id="transactions-add-to-cart" className={styles.sectionTitle}>
        {t('transactions.addToCart.title')}
      </h2>
      <LookupField
        label={t('transactions.addToCart.user')}
        findLabel={t('transactions.addToCart.findUser')}
        tooShort={(text) => (userSearchable(text) ? undefined : messageText(ADMIN_USER_SEARCH_LENGTH_MESSAGE))}
        onFind={setTerm}
        error={found.data && users.length === 0 ? messageText(ADMIN_TRANSACTION_MESSAGES.noSuchUser) : undefined}
        busy={found.isFetching}
      >
        {users.length > 0 && (
          <SelectField label={t('transactions.addToCart.customer')} value={userId ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {`${adminUserName(user)} <${user.email}>`}
              </option>
            ))}
          </SelectField>
        )}
      </LookupField>
      <ProductPicker>
        {(productId) => (
          <FormButton
            variant="primary"
            aria-busy={add.isPending || undefined}
            disabled={add.isPending || userId === null || productId === null}
            onClick={() => userId !== null && productId !== null && add.mutate({ userId, orderId: null, productId })}
          >
            {t('transactions.addToCart.add')}
          </FormButton>
        )}
      </ProductPicker>
    </section>
  );
}
