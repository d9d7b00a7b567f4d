import { SEARCH_TOO_SHORT_MESSAGE } from '@labstore/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/form-controls';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { LookupField } from './lookup-field';
import { productSearchable, useProductSearch } from './searches';

/**
 * spec/03 2: picking a test to add, by the storefront's product search; the
 * chosen test's id is handed to `children`, which renders the add button.
 */
export function ProductPicker({ children }: { children: (productId: string | null) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const [term, setTerm] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const found = useProductSearch(term);
  const products = found.data?.items ?? [];
  const productId = products.some((product) => product.id === chosen) ? chosen : (products[0]?.id ?? null);
  return (
    <>
      <LookupField
        label={t('transactions.addToCart.product')}
        findLabel={t('transactions.addToCart.findProduct')}
        tooShort={(text) => (productSearchable(text) ? undefined : messageText(SEARCH_TOO_SHORT_MESSAGE))}
        onFind={setTerm}
        error={found.data && products.length === 0 ? t('transactions.addToCart.noProduct') : undefined}
        busy={found.isFetching}
      >
        {products.length > 0 && (
          <SelectField label={t('transactions.addToCart.test')} value={productId ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </SelectField>
        )}
      </LookupField>
      {children(productId)}
    </>
  );
}
