import { LIST_SEARCH_DEBOUNCE_MS, PANEL_PRODUCT_TYPE, PRODUCT_RELATION_TYPE, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type ProductRelationType } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton, SelectField, SelectOptions, TextField } from '../../../../components/ui/form-controls';
import { useDebouncedValue } from '../../kit/use-debounced-value';
import { addMember, productSearchTerm, removeMember, useAdminProduct, useMemberChange, useMemberSearch } from './product-calls';
import styles from './products-tab.module.css';

/**
 * spec/03 2 Test form, the block shown when the type equals 8: the panel's
 * tests (spec/03 3 Child relation: name and relation type), each removable,
 * and a search by name to add one with its relation type (POST
 * /api/catalog/{type}/{parentId}/{childId}). The members are the test's as
 * stored: in add mode there is no test yet, so a line says to save it first.
 */
export function PanelMembers({ productId }: { productId: string | null }) {
  const { t } = useTranslation('dashboard');
  if (productId === null) return <p className={styles.note}>{t('products.panel.saveFirst')}</p>;
  return <StoredPanelMembers productId={productId} />;
}

function StoredPanelMembers({ productId }: { productId: string }) {
  const { t } = useTranslation('dashboard');
  const product = useAdminProduct(productId);
  const remove = useMemberChange(removeMember);
  const add = useMemberChange(addMember);
  const [typed, setTyped] = useState('');
  const search = productSearchTerm(useDebouncedValue(typed, LIST_SEARCH_DEBOUNCE_MS));
  const found = useMemberSearch(search);
  const [picked, setPicked] = useState('');
  const [relationType, setRelationType] = useState<ProductRelationType>(PRODUCT_RELATION_TYPE.panelMember);
  const members = product.data?.children ?? [];
  const relationName = (type: number) =>
    t(type === PRODUCT_RELATION_TYPE.reflex ? 'products.panel.relation.reflex' : 'products.panel.relation.panelMember');
  // The server refuses the test itself, a panel, and a test already in it: they are not offered.
  const candidates = (found.data?.items ?? []).filter(
    (row) => row.id !== productId && row.productType !== PANEL_PRODUCT_TYPE && !members.some((member) => member.childrenId === row.id),
  );

  // A pick the new search no longer offers is no pick.
  const childId = candidates.some((row) => row.id === picked) ? picked : '';

  const onAdd = () => {
    if (childId === '') return;
    add.mutate({ parentId: productId, childId, relationType }, { onSuccess: () => setPicked('') });
  };

  return (
    <>
      <h4 className={styles.blockHeading}>{t('products.panel.members')}</h4>
      {members.length === 0 ? (
        <p className={styles.note}>{t('products.panel.noMembers')}</p>
      ) : (
        <ul className={styles.members} aria-label={t('products.panel.members')}>
          {members.map((member) => (
            <li key={member.childrenId} className={styles.member}>
              <span>
                {member.name} <span className={styles.muted}>({relationName(member.relationType)})</span>
              </span>
              <FormButton
                aria-label={t('products.panel.removeMember', { name: member.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ parentId: productId, childId: member.childrenId })}
              >
                {t('products.panel.remove')}
              </FormButton>
            </li>
          ))}
        </ul>
      )}
      <fieldset className={styles.addMember}>
        <legend className={styles.blockHeading}>{t('products.panel.add')}</legend>
        <TextField
          label={t('products.panel.searchTest')}
          type="search"
          hint={t('products.panel.searchHint', { min: SEARCH_MIN_LENGTH })}
          maxLength={SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter here searches (it already does as one types); it must not save the whole form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <SelectField
          label={t('products.panel.testToAdd')}
          value={childId}
          hint={search === '' ? undefined : found.isFetching ? t('products.panel.searching') : candidates.length === 0 ? t('products.panel.noMatch') : undefined}
          onChange={(event) => setPicked(event.target.value)}
        >
          <SelectOptions empty={t('products.panel.chooseTest')} emptyIsChoice={false} options={candidates.map((row) => ({ value: row.id, label: row.cpt ? `${row.name} (${row.cpt})` : row.name }))} />
        </SelectField>
        <SelectField label={t('products.panel.relationType')} value={relationType} onChange={(event) => setRelationType(Number(event.target.value) as ProductRelationType)}>
          <option value={PRODUCT_RELATION_TYPE.panelMember}>{t('products.panel.relation.panelMember')}</option>
          <option value={PRODUCT_RELATION_TYPE.reflex}>{t('products.panel.relation.reflex')}</option>
        </SelectField>
        <FormButton disabled={childId === '' || add.isPending} aria-busy={add.isPending || undefined} onClick={onAdd}>
          {t('products.panel.addButton')}
        </FormButton>
      </fieldset>
    </>
  );
}
