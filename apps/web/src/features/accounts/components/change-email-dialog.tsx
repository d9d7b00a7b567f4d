import '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, emailSchema, REGISTRATION_EMAIL_MESSAGES } from '@labstore/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton, SubmitButton, TextField } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import type { AccountDialogProps } from '../account-environment';
import { useChangeEmail } from '../api/change-email';
import styles from './dialog-layout.module.css';

// spec/01 3, 5: all three fields required. The spec labels the confirm field
// compare-to-email without showing the check; it is checked here
// (docs/decisions.md).
const changeEmailSchema = z
  .object({
    oldEmail: z.string(),
    newEmail: emailSchema(REGISTRATION_EMAIL_MESSAGES),
    confirmEmail: emailSchema(REGISTRATION_EMAIL_MESSAGES),
  })
  .refine((form) => form.newEmail.toLowerCase() === form.confirmEmail.toLowerCase(), {
    path: ['confirmEmail'],
    error: ACCOUNT_MESSAGES.changeEmailMismatch,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'newEmail' || issue.path?.[0] === 'confirmEmail'),
  });

type ChangeEmailValues = z.input<typeof changeEmailSchema>;

/**
 * spec/01 2.5, 4: Change Email, for administrators and quasi-administrators.
 * With actionType updateEmail (an onEmailChosen callback) the new address is
 * handed over and the dialog closes; otherwise the change is made here.
 */
export default function ChangeEmailDialog({ environment }: AccountDialogProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const context = useDialogContext('changeEmail');
  const change = useChangeEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
    values: { oldEmail: context?.currentEmail ?? environment.signedInAs?.email ?? '', newEmail: '', confirmEmail: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    setFailure(null);
    if (context?.onEmailChosen) {
      context.onEmailChosen(newEmail);
      closeDialog();
      return;
    }
    try {
      await change.mutateAsync({ email: newEmail, ...(context?.userId ? { userId: context.userId } : {}) });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
      return;
    }
    notify({ type: 'success', message: t('changeEmail.changed') });
    environment.onEmailChanged();
    closeDialog();
  });

  return (
    <Dialog open onClose={closeDialog} title={t('changeEmail.title')} size="small">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('changeEmail.currentEmail')} type="email" readOnly {...form.register('oldEmail')} />
        <TextField
          label={t('changeEmail.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          aria-required
          error={message(errors.newEmail?.message)}
          {...form.register('newEmail', { deps: form.formState.touchedFields.confirmEmail ? ['confirmEmail'] : [] })}
        />
        <TextField
          label={t('changeEmail.confirmEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          aria-required
          error={message(errors.confirmEmail?.message)}
          {...form.register('confirmEmail')}
        />
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className={styles.actions}>
          <FormButton onClick={closeDialog}>{t('actions.cancel')}</FormButton>
          <SubmitButton pending={form.formState.isSubmitting}>{t('changeEmail.submit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
