import { crmAboutInputSchema, TEXT_INPUT_MAX_LENGTH, type CrmAboutInput } from '@labstore/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextAreaField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { useNotify } from '../../../../lib/notifications';
import { useSaveCrmAbout } from './save-crm-about';
import styles from './infusionsoft-tab.module.css';

/** The administrators' note on the CRM connection (PUT /api/taxonomy/about, spec/03 7; up to 255 characters, spec/03 9). */
export function CrmNoteForm({ about }: { about: string }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const notify = useNotify();
  const save = useSaveCrmAbout();
  const form = useForm<CrmAboutInput>({
    resolver: domainResolver<CrmAboutInput, CrmAboutInput>(crmAboutInputSchema),
    defaultValues: { about },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset({ about: saved.about });
    notify({ message: t('infusionsoft.saved'), type: 'success' });
  });

  return (
    <section className={styles.card} aria-labelledby="crm-note-heading">
      <h3 id="crm-note-heading" className={styles.heading}>
        {t('infusionsoft.note')}
      </h3>
      <form className={styles.note} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <TextAreaField
          label={t('infusionsoft.noteLabel')}
          hint={t('infusionsoft.noteHint', { max: TEXT_INPUT_MAX_LENGTH })}
          rows={4}
          maxLength={TEXT_INPUT_MAX_LENGTH}
          error={message(form.formState.errors.about?.message)}
          {...form.register('about')}
        />
        <SubmitButton pending={save.isPending}>{t('infusionsoft.save')}</SubmitButton>
      </form>
    </section>
  );
}
