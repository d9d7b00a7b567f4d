import type { AdminPage } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { useListFilters } from '../../kit/use-list-filters';
import { useRemovalQuestion } from '../../kit/removal-question';
import kit from '../../kit/kit.module.css';
import { pagesList, removePage, usePageChange } from './page-calls';
import { PageDialog } from './page-dialog';
import styles from '../../kit/editor.module.css';

const NO_FILTERS: Record<string, never> = {};

/** The page's address on the storefront (its slug, spec/01 2.2); a link's slug is where it leads. */
const urlOf = (page: AdminPage) => (page.isLink && /^(https?:\/\/|\/)/.test(page.slug) ? page.slug : `/${page.slug.split('/').map(encodeURIComponent).join('/')}`);

/**
 * spec/03 2 Pages (Edit) tab: Add New Page, and a table of name, parent,
 * combobox, description, URL (opens in a new window), isActive, Update and
 * Remove; Remove asks 'Are you sure to delete the page?' first (spec/03 8).
 */
export function PagesTab() {
  const { t } = useTranslation('dashboard');
  const { filters, page, setPage } = useListFilters(NO_FILTERS);
  const list = useAdminList(pagesList, filters, page);
  const remove = usePageChange(removePage);
  // undefined: no dialog; null: adding; a page: updating it.
  const [editing, setEditing] = useState<AdminPage | null | undefined>(undefined);
  const removal = useRemovalQuestion<AdminPage>((item) => remove.mutate(item.id), {
    title: t('pages.confirm.title'),
    question: t('pages.confirm.question'),
    no: t('pages.confirm.no'),
    yes: t('pages.confirm.yes'),
  });

  const columns = serverColumns<AdminPage>([
    { accessorKey: 'name', header: t('pages.columns.name') },
    { accessorKey: 'parent', header: t('pages.columns.parent') },
    { id: 'combobox', header: t('pages.columns.combobox'), accessorFn: (item) => item.combobox ?? '' },
    { id: 'description', header: t('pages.columns.description'), accessorFn: (item) => item.description ?? '' },
    {
      id: 'url',
      header: t('pages.columns.url'),
      accessorFn: urlOf,
      cell: ({ row }) => (
        <a href={urlOf(row.original)} target="_blank" rel="noopener noreferrer" aria-label={t('pages.opensInNewWindow', { url: urlOf(row.original) })}>
          {urlOf(row.original)}
        </a>
      ),
    },
    { id: 'isActive', header: t('pages.columns.isActive'), accessorFn: (item) => t(item.isActive ? 'pages.yes' : 'pages.no') },
    {
      id: 'actions',
      header: t('pages.columns.actions'),
      accessorFn: (item) => item.id,
      cell: ({ row }) => (
        <div className={styles.rowActions}>
          <FormButton aria-label={t('pages.updateNamed', { name: row.original.name })} onClick={() => setEditing(row.original)}>
            {t('pages.update')}
          </FormButton>
          <FormButton aria-label={t('pages.removeNamed', { name: row.original.name })} disabled={remove.isPending} onClick={() => removal.ask(row.original)}>
            {t('pages.remove')}
          </FormButton>
        </div>
      ),
    },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <FormButton variant="primary" className={styles.toolbarButton} onClick={() => setEditing(null)}>
          {t('pages.addNew')}
        </FormButton>
      </div>
      <AdminListTable label={t('pages.table')} columns={columns} list={list} page={page} onPage={setPage} getRowId={(item) => item.id} emptyMessage={t('pages.empty')} />
      {editing !== undefined && <PageDialog page={editing} onClose={() => setEditing(undefined)} />}
      {removal.question}
    </>
  );
}
