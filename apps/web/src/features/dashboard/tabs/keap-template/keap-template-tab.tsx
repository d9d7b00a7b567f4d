import { mailTemplateSendPath, MAIL_TEMPLATE_TYPE, type MailTemplateList } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { DataTable } from '../../../../components/ui/table/data-table';
import { useNotify } from '../../../../lib/notifications';
import { tableColumns } from '../../kit/admin-list-table';
import { useRemovalQuestion } from '../../kit/removal-question';
import kit from '../../kit/kit.module.css';
import { MailTemplateDialog } from './mail-template-dialog';
import { useMailTemplates, useRemoveMailTemplate } from './mail-template-calls';
import styles from '../../kit/editor.module.css';

type Row = MailTemplateList['items'][number];

/**
 * spec/03 2 Keap Template tab: Add New Template, and a table of names with
 * Copy Link (the send path of docs/api-admin.md "Mail templates", on this
 * store's address), Edit and Delete (after 'Delete template?').
 */
export function KeapTemplateTab() {
  const { t } = useTranslation('dashboard');
  const notify = useNotify();
  const templates = useMailTemplates();
  const remove = useRemoveMailTemplate();
  const [dialog, setDialog] = useState<{ editing: string | null } | null>(null);
  const removal = useRemovalQuestion<Row>((row) => remove.mutate(row.id, { onSuccess: (answer) => notify({ message: answer.message, type: 'success' }) }), {
    title: t('keapTemplate.deleteTitle'),
    question: t('keapTemplate.deleteQuestion'),
    no: t('keapTemplate.no'),
    yes: t('keapTemplate.yes'),
  });

  const copyLink = async (row: Row) => {
    const link = `${window.location.origin}${mailTemplateSendPath(row.id)}`;
    try {
      await navigator.clipboard.writeText(link);
      notify({ message: t('keapTemplate.copied'), type: 'success' });
    } catch {
      notify({ message: t('keapTemplate.copyFailed', { link }), type: 'error' });
    }
  };

  const columns = tableColumns<Row>([
    { accessorKey: 'name', header: t('keapTemplate.columns.name') },
    {
      id: 'type',
      header: t('keapTemplate.columns.type'),
      accessorFn: (row) => (row.type === MAIL_TEMPLATE_TYPE.NonTransactional ? t('keapTemplate.types.nonTransactional') : t('keapTemplate.types.transactional')),
    },
    {
      id: 'actions',
      header: t('keapTemplate.columns.actions'),
      enableSorting: false,
      accessorFn: (row) => row.name,
      cell: ({ row }) => (
        <div className={styles.rowActions}>
          <FormButton onClick={() => void copyLink(row.original)} aria-label={t('keapTemplate.copyLinkOf', { name: row.original.name })}>
            {t('keapTemplate.copyLink')}
          </FormButton>
          <FormButton onClick={() => setDialog({ editing: row.original.id })} aria-label={t('keapTemplate.editOf', { name: row.original.name })}>
            {t('keapTemplate.edit')}
          </FormButton>
          <FormButton onClick={() => removal.ask(row.original)} aria-label={t('keapTemplate.deleteOf', { name: row.original.name })}>
            {t('keapTemplate.delete')}
          </FormButton>
        </div>
      ),
    },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <FormButton variant="primary" onClick={() => setDialog({ editing: null })}>
          {t('keapTemplate.addNew')}
        </FormButton>
      </div>
      {templates.isError ? (
        <LoadFailed message={t('kit.loadFailed')} onRetry={() => void templates.refetch()} />
      ) : (
        <DataTable
          label={t('keapTemplate.table')}
          columns={columns}
          data={templates.data?.items}
          loading={templates.isPending}
          getRowId={(row) => row.id}
          emptyMessage={t('keapTemplate.empty')}
        />
      )}
      <MailTemplateDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      {removal.question}
    </>
  );
}
