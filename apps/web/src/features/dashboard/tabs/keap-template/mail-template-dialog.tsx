import { MAIL_TEMPLATE_BODY_MAX_LENGTH, MAIL_TEMPLATE_TYPE, mailTemplateInputSchema, TEXT_INPUT_MAX_LENGTH, type MailTemplateInput } from '@labstore/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { FormButton, SelectField, SubmitButton, TextAreaField, TextField } from '../../../../components/ui/form-controls';
import { domainResolver } from '../../../../lib/domain-resolver';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import { useNotify } from '../../../../lib/notifications';
import { useMailTemplate, useSaveMailTemplate } from './mail-template-calls';
import styles from '../../kit/editor.module.css';

interface FormValues {
  name: string;
  body: string;
  type: number;
}

const EMPTY: FormValues = { name: '', body: '', type: MAIL_TEMPLATE_TYPE.Transactional };

/**
 * spec/03 2 Add/Edit mail template dialog: name, body (up to 100000
 * characters, spec/03 5) and type. `editing` is the template's id, or null
 * to add; an edited template's body is read first.
 */
export function MailTemplateDialog({ open, editing, onClose }: { open: boolean; editing: string | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const current = useMailTemplate(open ? editing : null);
  const ready = editing === null || current.data !== undefined;
  return (
    <Dialog open={open} onClose={onClose} title={editing === null ? t('keapTemplate.addTitle') : t('keapTemplate.editTitle')}>
      {open && ready && <MailTemplateForm key={editing ?? 'new'} id={editing} initial={current.data ?? EMPTY} onDone={onClose} />}
      {open && !ready && <p>{current.isError ? t('keapTemplate.loadFailed') : t('keapTemplate.loading')}</p>}
    </Dialog>
  );
}

function MailTemplateForm({ id, initial, onDone }: { id: string | null; initial: FormValues; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  const notify = useNotify();
  const save = useSaveMailTemplate();
  const form = useForm<FormValues, unknown, MailTemplateInput>({
    resolver: domainResolver<FormValues, MailTemplateInput>(mailTemplateInputSchema),
    defaultValues: { name: initial.name, body: initial.body, type: initial.type },
  });
  const bodyLength = useWatch({ control: form.control, name: 'body' }).length;

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await save.mutateAsync({ ...values, id });
    notify({ message: answer.message, type: 'success' });
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
      <TextField label={t('keapTemplate.name')} required maxLength={TEXT_INPUT_MAX_LENGTH} error={message(form.formState.errors.name?.message)} {...form.register('name')} />
      <TextAreaField
        label={t('keapTemplate.body')}
        hint={t('keapTemplate.bodyHint', { count: bodyLength, max: MAIL_TEMPLATE_BODY_MAX_LENGTH })}
        required
        rows={12}
        maxLength={MAIL_TEMPLATE_BODY_MAX_LENGTH}
        error={message(form.formState.errors.body?.message)}
        {...form.register('body')}
      />
      <SelectField label={t('keapTemplate.type')} error={message(form.formState.errors.type?.message)} {...form.register('type', { valueAsNumber: true })}>
        <option value={MAIL_TEMPLATE_TYPE.Transactional}>{t('keapTemplate.types.transactional')}</option>
        <option value={MAIL_TEMPLATE_TYPE.NonTransactional}>{t('keapTemplate.types.nonTransactional')}</option>
      </SelectField>
      <div className={styles.actions}>
        <FormButton onClick={onDone}>{t('keapTemplate.cancel')}</FormButton>
        <SubmitButton pending={save.isPending}>{t('keapTemplate.save')}</SubmitButton>
      </div>
    </form>
  );
}
