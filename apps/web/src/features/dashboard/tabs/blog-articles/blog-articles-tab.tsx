import { BLOG_TITLE_SEARCH_MAX_LENGTH, type AdminBlogArticleRow } from '@labstore/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import { useRemovalQuestion } from '../../kit/removal-question';
import kit from '../../kit/kit.module.css';
import { blogArticlesList, removeBlogArticle, useBlogArticle, useBlogArticleChange, type BlogArticlesFilters } from './blog-article-calls';
import { BlogArticleDialog } from './blog-article-dialog';
import styles from '../../kit/editor.module.css';

const ALL: BlogArticlesFilters = { title: '' };

/**
 * spec/03 2 Blog Articles tab: an Add New Article button, a search by title,
 * and a table of name, status (Active/Disabled) and views, 10 a page (spec/03
 * 9), with Remove and Edit; Remove asks 'Delete article?' first (spec/03 8).
 */
export function BlogArticlesTab() {
  const { t } = useTranslation('dashboard');
  const { filters, page, setFilter, setPage } = useListFilters(ALL);
  const list = useAdminList(blogArticlesList, filters, page);
  const remove = useBlogArticleChange(removeBlogArticle);
  // undefined: no dialog; null: adding; an id: editing that article.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const removal = useRemovalQuestion<AdminBlogArticleRow>((article) => remove.mutate(article.id), {
    title: t('blogArticles.confirm.title'),
    question: t('blogArticles.confirm.question'),
    no: t('blogArticles.confirm.no'),
    yes: t('blogArticles.confirm.yes'),
  });

  const columns = serverColumns<AdminBlogArticleRow>([
    { accessorKey: 'title', header: t('blogArticles.columns.name') },
    { id: 'status', header: t('blogArticles.columns.status'), accessorFn: (article) => t(article.isActive ? 'blogArticles.active' : 'blogArticles.disabled') },
    { accessorKey: 'viewCount', header: t('blogArticles.columns.views') },
    {
      id: 'actions',
      header: t('blogArticles.columns.actions'),
      accessorFn: (article) => article.id,
      cell: ({ row }) => (
        <div className={styles.rowActions}>
          <FormButton aria-label={t('blogArticles.removeNamed', { name: row.original.title })} disabled={remove.isPending} onClick={() => removal.ask(row.original)}>
            {t('blogArticles.remove')}
          </FormButton>
          <FormButton aria-label={t('blogArticles.editNamed', { name: row.original.title })} onClick={() => setEditing(row.original.id)}>
            {t('blogArticles.edit')}
          </FormButton>
        </div>
      ),
    },
  ]);

  const close = () => setEditing(undefined);
  return (
    <>
      <div className={kit.filters}>
        <div className={styles.search}>
          <SearchField label={t('blogArticles.search')} maxLength={BLOG_TITLE_SEARCH_MAX_LENGTH} onSearch={(text) => setFilter('title', text)} />
        </div>
        <FormButton variant="primary" className={styles.toolbarButton} onClick={() => setEditing(null)}>
          {t('blogArticles.addNew')}
        </FormButton>
      </div>
      <AdminListTable
        label={t('blogArticles.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(article) => article.id}
        emptyMessage={t('blogArticles.empty')}
      />
      {editing === null && <BlogArticleDialog article={null} onClose={close} />}
      {typeof editing === 'string' && <EditArticle id={editing} onClose={close} />}
      {removal.question}
    </>
  );
}

/** The Edit dialog opens once the article is read as stored now (GET /api/blog/admin/{id}). */
function EditArticle({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const article = useBlogArticle(id);
  // A failed read has shown its error notification: the tab is as before, and Edit can be asked again.
  const failed = article.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  if (article.data) return <BlogArticleDialog article={article.data} onClose={onClose} />;
  return article.isPending ? (
    <p role="status" className={kit.filters}>
      {t('blogArticles.loading')}
    </p>
  ) : null;
}
