import { imageThumbnailUrl, SEARCH_MAX_LENGTH, type AdminProductRow } from '@labstore/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import { useRemovalQuestion } from '../../kit/removal-question';
import kit from '../../kit/kit.module.css';
import editor from '../../kit/editor.module.css';
import { productSearchTerm, productsList, removeProduct, useAdminProduct, useProductChange, type ProductsFilters } from './product-calls';
import { ProductDialog } from './product-dialog';
import styles from './products-tab.module.css';

const ALL: ProductsFilters = { search: '' };

/** Which dialog is open: none, Add, or Edit of one test. */
type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: string };

/**
 * spec/03 2 Products tab: a search box (under 2 characters it shows the full
 * list, spec/03 5), Add New Test, and the tests 10 a page (spec/03 9) with
 * their image, name and CPT, each with Edit and Remove; Remove asks 'Delete
 * test?' first (spec/03 8). The server leaves product types 2 and 3 out.
 */
export function ProductsTab() {
  const { t } = useTranslation('dashboard');
  const { filters, page, setFilter, setPage } = useListFilters(ALL);
  const list = useAdminList(productsList, filters, page);
  const remove = useProductChange(removeProduct);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const onSearch = useCallback((text: string) => setFilter('search', productSearchTerm(text)), [setFilter]);
  const close = () => setDialog({ mode: 'closed' });
  const removal = useRemovalQuestion<AdminProductRow>((product) => remove.mutate(product.id), {
    title: t('products.confirm.title'),
    question: t('products.confirm.question'),
    no: t('products.confirm.no'),
    yes: t('products.confirm.yes'),
  });

  const columns = serverColumns<AdminProductRow>([
    {
      id: 'image',
      header: t('products.columns.image'),
      accessorFn: (product) => product.imageId ?? '',
      // Decorative beside the name that follows it in the row.
      cell: ({ row }) =>
        row.original.imageId === null ? (
          <span className={styles.muted}>{t('products.noImage')}</span>
        ) : (
          <img className={styles.thumbnail} src={imageThumbnailUrl(row.original.imageId)} alt="" loading="lazy" decoding="async" width={48} height={48} />
        ),
    },
    { accessorKey: 'name', header: t('products.columns.name') },
    { accessorKey: 'cpt', header: t('products.columns.cpt') },
    {
      id: 'actions',
      header: t('products.columns.actions'),
      accessorFn: (product) => product.id,
      cell: ({ row }) => (
        <div className={editor.rowActions}>
          <FormButton aria-label={t('products.editNamed', { name: row.original.name })} onClick={() => setDialog({ mode: 'edit', id: row.original.id })}>
            {t('products.edit')}
          </FormButton>
          <FormButton aria-label={t('products.removeNamed', { name: row.original.name })} disabled={remove.isPending} onClick={() => removal.ask(row.original)}>
            {t('products.remove')}
          </FormButton>
        </div>
      ),
    },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <div className={editor.search}>
          <SearchField label={t('products.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={onSearch} />
        </div>
        <FormButton variant="primary" className={styles.toolbarButton} onClick={() => setDialog({ mode: 'add' })}>
          {t('products.addNew')}
        </FormButton>
      </div>
      <AdminListTable
        label={t('products.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(product) => product.id}
        emptyMessage={t('products.empty')}
      />
      {dialog.mode === 'add' && <ProductDialog product={null} onClose={close} />}
      {dialog.mode === 'edit' && <EditProduct key={dialog.id} id={dialog.id} onClose={close} />}
      {removal.question}
    </>
  );
}

/** Edit reads the test as it is now (the list holds only its image, name and CPT), then opens the form with it. */
function EditProduct({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const product = useAdminProduct(id);
  // While it loads, say so where the dialog will open; a failed read has said why in the error bar.
  if (!product.data && product.isError) return null;
  return product.data ? (
    <ProductDialog product={product.data} onClose={onClose} />
  ) : (
    <p role="status" className={styles.muted}>
      {t('products.loadingTest')}
    </p>
  );
}
