import { CATEGORY_FLAG_CAROUSEL, SEARCH_MAX_LENGTH, type AdminCategory } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import { useRemovalQuestion } from '../../kit/removal-question';
import kit from '../../kit/kit.module.css';
import { categoriesList, removeCategory, useCategoryChange, type CategoriesFilters } from './category-calls';
import { CategoryDialog } from './category-dialog';
import styles from '../../kit/editor.module.css';

const ALL: CategoriesFilters = { search: '' };

/**
 * spec/03 2 Categories tab: a search box and the categories by name, 10 a
 * page (spec/03 9), each with Edit and Remove; Remove asks 'Delete
 * category?' first (spec/03 8). Add New Category opens the same dialog empty.
 */
export function CategoriesTab() {
  const { t } = useTranslation('dashboard');
  const { filters, page, setFilter, setPage } = useListFilters(ALL);
  const list = useAdminList(categoriesList, filters, page);
  const remove = useCategoryChange(removeCategory);
  // undefined: no dialog; null: adding; a category: editing it.
  const [editing, setEditing] = useState<AdminCategory | null | undefined>(undefined);
  const removal = useRemovalQuestion<AdminCategory>((category) => remove.mutate(category.id), {
    title: t('categories.confirm.title'),
    question: t('categories.confirm.question'),
    no: t('categories.confirm.no'),
    yes: t('categories.confirm.yes'),
  });

  const columns = serverColumns<AdminCategory>([
    { accessorKey: 'name', header: t('categories.columns.name') },
    { accessorKey: 'productCount', header: t('categories.columns.tests') },
    { id: 'carousel', header: t('categories.columns.carousel'), accessorFn: (category) => t((category.flags & CATEGORY_FLAG_CAROUSEL) !== 0 ? 'categories.yes' : 'categories.no') },
    {
      id: 'actions',
      header: t('categories.columns.actions'),
      accessorFn: (category) => category.id,
      cell: ({ row }) => (
        <div className={styles.rowActions}>
          <FormButton aria-label={t('categories.removeNamed', { name: row.original.name })} disabled={remove.isPending} onClick={() => removal.ask(row.original)}>
            {t('categories.remove')}
          </FormButton>
          <FormButton aria-label={t('categories.editNamed', { name: row.original.name })} onClick={() => setEditing(row.original)}>
            {t('categories.edit')}
          </FormButton>
        </div>
      ),
    },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <div className={styles.search}>
          <SearchField label={t('categories.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={(text) => setFilter('search', text)} />
        </div>
        <FormButton variant="primary" className={styles.toolbarButton} onClick={() => setEditing(null)}>
          {t('categories.addNew')}
        </FormButton>
      </div>
      <AdminListTable
        label={t('categories.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(category) => category.id}
        emptyMessage={t('categories.empty')}
      />
      {editing !== undefined && <CategoryDialog category={editing} onClose={() => setEditing(undefined)} />}
      {removal.question}
    </>
  );
}
