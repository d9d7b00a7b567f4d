import {
  adminCategoryInputSchema,
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_FLAG_CAROUSEL,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_NAME_MIN_LENGTH,
  type AdminCategory,
  type AdminCategoryInput,
} from '@labstore/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { CheckboxField, FormButton, SubmitButton, TextAreaField, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { ImageField } from '../../kit/image-field';
import { saveCategory, useCategoryChange } from './category-calls';
import styles from '../../kit/editor.module.css';

interface CategoryDialogProps {
  /** The category edited, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
}

/**
 * spec/03 2 Categories tab: the Add/Edit Category dialog (name, description,
 * two images, 'Show in carousel at homepage', Save and Cancel), judged by the
 * API's own schema (spec/03 5: name 6 to 255, description up to 4000).
 */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const save = useCategoryChange(saveCategory);
  const form = useForm<AdminCategoryInput>({
    resolver: domainResolver<AdminCategoryInput, AdminCategoryInput>(adminCategoryInputSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      image1Id: category?.image1Id ?? null,
      image2Id: category?.image2Id ?? null,
      flags: category?.flags ?? 0,
    },
  });
  const errors = form.formState.errors;
  const [flags, image1Id, image2Id] = useWatch({ control: form.control, name: ['flags', 'image1Id', 'image2Id'] });

  const onSubmit = form.handleSubmit(async (fields) => {
    await save.mutateAsync({ id: category?.id ?? null, fields });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} title={t(category ? 'categories.dialog.editTitle' : 'categories.dialog.addTitle')}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <TextField
          label={t('categories.dialog.name')}
          required
          hint={t('categories.dialog.nameHint', { min: CATEGORY_NAME_MIN_LENGTH, max: CATEGORY_NAME_MAX_LENGTH })}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextAreaField
          label={t('categories.dialog.description')}
          hint={t('categories.dialog.descriptionHint', { max: CATEGORY_DESCRIPTION_MAX_LENGTH })}
          rows={4}
          maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
          error={message(errors.description?.message)}
          {...form.register('description')}
        />
        <ImageField
          label={t('categories.dialog.image1')}
          value={image1Id}
          error={message(errors.image1Id?.message)}
          onChange={(imageId) => form.setValue('image1Id', imageId, { shouldDirty: true })}
        />
        <ImageField
          label={t('categories.dialog.image2')}
          value={image2Id}
          error={message(errors.image2Id?.message)}
          onChange={(imageId) => form.setValue('image2Id', imageId, { shouldDirty: true })}
        />
        <CheckboxField
          label={t('categories.dialog.carousel')}
          checked={(flags & CATEGORY_FLAG_CAROUSEL) !== 0}
          onChange={(event) => form.setValue('flags', event.target.checked ? flags | CATEGORY_FLAG_CAROUSEL : flags & ~CATEGORY_FLAG_CAROUSEL, { shouldDirty: true })}
        />
        <div className={styles.actions}>
          <FormButton onClick={onClose}>{t('categories.dialog.cancel')}</FormButton>
          <SubmitButton pending={save.isPending}>{t('categories.dialog.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
