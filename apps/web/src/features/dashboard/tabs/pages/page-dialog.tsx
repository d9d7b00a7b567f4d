import { adminPageInputSchema, PAGE_META_MAX_LENGTH, PAGE_SLUG_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH, type AdminPage, type AdminPageInput, type AdminPageValues } from '@labstore/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { CheckboxField, FormButton, SubmitButton, TextAreaField, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { savePage, usePageChange } from './page-calls';
import styles from '../../kit/editor.module.css';

interface PageDialogProps {
  /** The page edited, or null to add one. */
  page: AdminPage | null;
  onClose: () => void;
}

const valuesOf = (page: AdminPage | null): AdminPageInput => ({
  name: page?.name ?? '',
  parent: page?.parent ?? 'main',
  isLink: page?.isLink ?? false,
  combobox: page?.combobox ?? '',
  content: page?.content ?? '',
  description: page?.description ?? '',
  slug: page?.slug ?? '',
  metaDescription: page?.metaDescription ?? '',
  pageTitle: page?.pageTitle ?? '',
  metaRobots: page?.metaRobots ?? '',
  isActive: page?.isActive ?? true,
  iconName: page?.iconName ?? '',
  position: page?.position ?? 0,
});

/**
 * spec/03 2 Pages (Edit) tab: the Add new Page dialog (name, parent, is link,
 * combobox, content, description, slug, meta description, page title, meta
 * robots, is active, icon name, position); its button reads Create or
 * Update. Judged by the API's own schema (spec/03 5: name, parent and content
 * required; the three meta fields up to 300).
 */
export function PageDialog({ page, onClose }: PageDialogProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const save = usePageChange(savePage);
  const form = useForm<AdminPageInput, unknown, AdminPageValues>({
    resolver: domainResolver<AdminPageInput, AdminPageValues>(adminPageInputSchema),
    defaultValues: valuesOf(page),
  });
  const errors = form.formState.errors;
  const metaHint = t('pages.dialog.metaHint', { max: PAGE_META_MAX_LENGTH });

  const onSubmit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: page?.id ?? null, values });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} title={t(page ? 'pages.dialog.editTitle' : 'pages.dialog.title')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <TextField label={t('pages.dialog.name')} required maxLength={TEXT_INPUT_MAX_LENGTH} error={message(errors.name?.message)} {...form.register('name')} />
        <TextField
          label={t('pages.dialog.parent')}
          required
          hint={t('pages.dialog.parentHint')}
          maxLength={TEXT_INPUT_MAX_LENGTH}
          error={message(errors.parent?.message)}
          {...form.register('parent')}
        />
        <CheckboxField label={t('pages.dialog.isLink')} {...form.register('isLink')} />
        <TextField label={t('pages.dialog.combobox')} maxLength={TEXT_INPUT_MAX_LENGTH} error={message(errors.combobox?.message)} {...form.register('combobox')} />
        <TextAreaField label={t('pages.dialog.content')} required hint={t('pages.dialog.contentHint')} rows={8} error={message(errors.content?.message)} {...form.register('content')} />
        <TextAreaField label={t('pages.dialog.description')} rows={3} error={message(errors.description?.message)} {...form.register('description')} />
        <TextField label={t('pages.dialog.slug')} hint={t('pages.dialog.slugHint')} maxLength={PAGE_SLUG_MAX_LENGTH} error={message(errors.slug?.message)} {...form.register('slug')} />
        <TextField label={t('pages.dialog.metaDescription')} hint={metaHint} maxLength={PAGE_META_MAX_LENGTH} error={message(errors.metaDescription?.message)} {...form.register('metaDescription')} />
        <TextField label={t('pages.dialog.pageTitle')} hint={metaHint} maxLength={PAGE_META_MAX_LENGTH} error={message(errors.pageTitle?.message)} {...form.register('pageTitle')} />
        <TextField label={t('pages.dialog.metaRobots')} hint={metaHint} maxLength={PAGE_META_MAX_LENGTH} error={message(errors.metaRobots?.message)} {...form.register('metaRobots')} />
        <CheckboxField label={t('pages.dialog.isActive')} {...form.register('isActive')} />
        <TextField label={t('pages.dialog.iconName')} maxLength={TEXT_INPUT_MAX_LENGTH} error={message(errors.iconName?.message)} {...form.register('iconName')} />
        <TextField label={t('pages.dialog.position')} type="number" step={1} error={message(errors.position?.message)} {...form.register('position', { valueAsNumber: true })} />
        <div className={styles.actions}>
          <FormButton onClick={onClose}>{t('pages.dialog.cancel')}</FormButton>
          <SubmitButton pending={save.isPending}>{t(page ? 'pages.dialog.update' : 'pages.dialog.create')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
